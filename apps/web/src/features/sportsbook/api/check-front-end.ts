import { useQuery } from '@tanstack/react-query';

export type FrontEndState = 'ready' | 'missing';

/**
 * Whether the sportsbook's page answers at the launch URL. A front end that is not built (or not
 * deployed) answers 404: the page then says the sportsbook is unavailable instead of an empty frame.
 * Only a same-origin URL can be asked (another origin's status is hidden from this page): it is taken
 * as ready, and its own page says what is wrong. HEAD fetches no body and does not use the token.
 */
export async function checkFrontEnd(url: string, origin = window.location.origin): Promise<FrontEndState> {
  const target = new URL(url, origin);
  if (target.origin !== origin) return 'ready';
  try {
    const response = await fetch(target, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
    return response.status === 404 || response.status >= 500 ? 'missing' : 'ready';
  } catch {
    return 'missing';
  }
}

export function useFrontEndCheck(url: string | null) {
  return useQuery({
    queryKey: ['sportsbook', 'front-end', url] as const,
    queryFn: () => checkFrontEnd(url!),
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
