import type { RouteData } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type CaptchaData = RouteData<typeof playerApi.getCaptcha>;

/** GET /captcha: a fresh image bound to the anonymous session; each call replaces the previous one. */
export function getCaptcha(): Promise<CaptchaData> {
  return api.call(playerApi.getCaptcha);
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['captcha'],
    queryFn: getCaptcha,
    // The server keeps only the newest answer: a cached picture would be a wrong one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCaptcha(isEnabled: boolean) {
  return useQuery({ ...captchaQueryOptions(), enabled: isEnabled });
}
