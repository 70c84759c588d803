import type { RouteInput } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ChangePasswordBody = RouteInput<typeof playerApi.changePassword>['body'];

/** POST /player/changepass; a wrong old password answers invalid_old_password. */
export function changePassword(body: ChangePasswordBody): Promise<null> {
  return api.call(playerApi.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
