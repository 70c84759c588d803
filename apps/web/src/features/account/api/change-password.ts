import type { changePasswordBodySchema } from '@casino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type ChangePasswordBody = SchemaOutput<typeof changePasswordBodySchema>;

/** POST /player/changepass; a wrong old password answers invalid_old_password. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return api.post<unknown>('/player/changepass', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
