import { playerApi } from '@casino/contract/routes/player-client';
import { loyaltyLevels } from '@casino/rules/loyalty/levels';
import { vipPeriodTiers } from '@casino/rules/loyalty/vip-periods';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { GameTitles } from '../hooks/use-loyalty-format';

/** The slots whose free spins levels 1-5 and the VIP periods give (the rules name them by catalogue slug). */
const rewardSlugs = new Set([
  ...loyaltyLevels.flatMap((level) => (level.reward.kind === 'freeSpins' ? [level.reward.gameSlug] : [])),
  ...vipPeriodTiers.map((tier) => tier.freeSpinsGameSlug),
]);

/** The catalogue's titles of those slots, from one page of the slots list (open to visitors). */
export async function getRewardGameTitles(): Promise<GameTitles> {
  const { games } = await api.call(playerApi.listFilteredGames, {
    params: { category: 'slots', provider: 'all', sort: 'az', limit: '100', offset: '0' },
  });
  return Object.fromEntries(
    games.filter((game) => rewardSlugs.has(game.slug)).map((game) => [game.slug, game.title]),
  );
}

export const rewardGameTitlesQueryOptions = queryOptions({
  queryKey: ['loyalty', 'rewardGameTitles'] as const,
  queryFn: getRewardGameTitles,
  staleTime: 30 * 60_000,
  retry: false,
});

/** Titles by slug; empty until known (the slug stands in), and on a failed call. */
export function useRewardGameTitles(isNeeded = true): { titles: GameTitles; isPending: boolean } {
  const query = useQuery({ ...rewardGameTitlesQueryOptions, enabled: isNeeded });
  return { titles: query.data ?? emptyTitles, isPending: isNeeded && query.isPending };
}

const emptyTitles: GameTitles = {};
