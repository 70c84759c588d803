import type { RegisterLongBody, registerDataSchema } from '@casino/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type RegisterData = SchemaOutput<typeof registerDataSchema>;

/** POST /register/long. The form answers with its own success screen instead of a notice. */
export function registerLong(body: RegisterLongBody): Promise<RegisterData> {
  return api.post<RegisterData>('/register/long', body, { showMessage: false });
}

export function useRegisterLong() {
  return useMutation({ mutationFn: registerLong });
}
