import type { captchaDataSchema } from '@casino/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type CaptchaData = SchemaOutput<typeof captchaDataSchema>;

/** GET /captcha: a fresh image bound to the anonymous session; each call replaces the previous one. */
export function getCaptcha(): Promise<CaptchaData> {
  return api.get<CaptchaData>('/captcha');
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
