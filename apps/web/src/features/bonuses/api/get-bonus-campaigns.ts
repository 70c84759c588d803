import type { BonusCampaignListData, BonusCampaignView } from '@casino/contract/bonuses';
import { playerApi } from '@casino/contract/routes/player-client';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type { BonusCampaignView };

/** GET /bonusCampaigns: the running campaigns, in the viewer's currency and language. */
export function listBonusCampaigns(): Promise<BonusCampaignListData> {
  return api.call(playerApi.listBonusCampaigns);
}

/** GET /bonusCampaigns/:slug: one campaign's terms. */
export function getBonusCampaign(slug: string): Promise<BonusCampaignView> {
  return api.call(playerApi.getBonusCampaign, { params: { slug }, showMessage: false });
}

// Open to visitors; the language is part of the key, as the names and descriptions are translated.
export function useBonusCampaigns(language: string) {
  return useQuery({
    queryKey: ['bonusCampaigns', language] as const,
    queryFn: listBonusCampaigns,
    staleTime: 60_000,
  });
}

export function useBonusCampaign(slug: string, language: string) {
  return useQuery({
    queryKey: ['bonusCampaigns', language, slug] as const,
    queryFn: () => getBonusCampaign(slug),
    staleTime: 60_000,
    retry: false,
  });
}
