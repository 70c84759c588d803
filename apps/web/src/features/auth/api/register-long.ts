import type { RegisterLongBody } from '@casino/contract/auth';
import type { RouteData } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type RegisterData = RouteData<typeof playerApi.register>;

/** POST /register/long. The form answers with its own success screen instead of a notice. */
export function registerLong(body: RegisterLongBody): Promise<RegisterData> {
  return api.call(playerApi.register, { params: { type: 'long' }, body, showMessage: false });
}

export function useRegisterLong() {
  return useMutation({ mutationFn: registerLong });
}
