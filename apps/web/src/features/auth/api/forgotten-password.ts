import type { RouteInput } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ForgottenPasswordBody = RouteInput<typeof playerApi.requestPasswordReset>['body'];

/** POST /player/forgottenpass. The form shows one text whatever the answer, so the server's is not shown. */
export function requestPasswordReset(body: ForgottenPasswordBody): Promise<null> {
  return api.call(playerApi.requestPasswordReset, { body, showMessage: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
