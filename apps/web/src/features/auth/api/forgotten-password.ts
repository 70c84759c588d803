import type { forgottenPasswordBodySchema } from '@casino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type ForgottenPasswordBody = SchemaOutput<typeof forgottenPasswordBodySchema>;

/** POST /player/forgottenpass. The form shows one text whatever the answer, so the server's is not shown. */
export function requestPasswordReset(body: ForgottenPasswordBody): Promise<unknown> {
  return api.post<unknown>('/player/forgottenpass', body, { showMessage: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
