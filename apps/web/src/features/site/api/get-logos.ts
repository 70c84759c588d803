import type { Logo, LogosData, logoColors, logoTypes } from '@casino/contract/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

type LogoQuery = { type?: (typeof logoTypes)[number]; color?: (typeof logoColors)[number] };

export function getLogos(query: LogoQuery): Promise<LogosData> {
  return api.get<LogosData>('/logos', { query });
}

export const logosQueryOptions = (query: LogoQuery) =>
  queryOptions({ queryKey: ['logos', query], queryFn: () => getLogos(query), staleTime: 60 * 60_000 });

/** The main logo in its variant for a dark theme (light lettering), else any main logo. */
export function useMainLogo(): Logo | undefined {
  const { data } = useQuery(logosQueryOptions({ type: 'main' }));
  return data?.logos.find((logo) => logo.color === 'dark') ?? data?.logos[0];
}
