import type { RouteData, RouteInput } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ResetPasswordSchemaData = RouteData<typeof playerApi.getResetPasswordSchema>;
export type ResetPasswordBody = RouteInput<typeof playerApi.resetPassword>['body'];

/** GET /player/resetPassword/schema: the form and whether this visitor must answer a captcha. */
export function getResetPasswordSchema(): Promise<ResetPasswordSchemaData> {
  return api.call(playerApi.getResetPasswordSchema);
}

export function useResetPasswordSchema() {
  return useQuery({ queryKey: ['resetPassword', 'schema'], queryFn: getResetPasswordSchema, staleTime: 0 });
}

/** POST /player/resetPassword; the server's success text is shown as a notice. */
export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return api.call(playerApi.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
