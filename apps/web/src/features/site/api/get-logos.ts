import type { Logo, LogosData, logoColors, logoTypes } from '@casino/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

type LogoQuery = { type?: (typeof logoTypes)[number]; color?: (typeof logoColors)[number] };

export function getLogos(query: LogoQuery): Promise<LogosData> {
  return api.call(playerApi.listLogos, { query });
}

export const logosQueryOptions = (query: LogoQuery) =>
  queryOptions({ queryKey: ['logos', query], queryFn: () => getLogos(query), staleTime: 60 * 60_000 });

/** The skin's logos for a dark theme (light lettering): the full logo and the square icon. */
export function useSiteLogos(): { main?: Logo; icon?: Logo } {
  const { data } = useQuery(logosQueryOptions({}));
  const pick = (type: Logo['type']) => {
    const ofType = data?.logos.filter((logo) => logo.type === type) ?? [];
    return ofType.find((logo) => logo.color === 'dark') ?? ofType[0];
  };
  return { main: pick('main'), icon: pick('icon') };
}
