import type { resetPasswordBodySchema, resetPasswordSchemaDataSchema } from '@casino/contract/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type ResetPasswordSchemaData = SchemaOutput<typeof resetPasswordSchemaDataSchema>;
export type ResetPasswordBody = SchemaOutput<typeof resetPasswordBodySchema>;

/** GET /player/resetPassword/schema: the form and whether this visitor must answer a captcha. */
export function getResetPasswordSchema(): Promise<ResetPasswordSchemaData> {
  return api.get<ResetPasswordSchemaData>('/player/resetPassword/schema');
}

export function useResetPasswordSchema() {
  return useQuery({ queryKey: ['resetPassword', 'schema'], queryFn: getResetPasswordSchema, staleTime: 0 });
}

/** POST /player/resetPassword; the server's success text is shown as a notice. */
export function resetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post<unknown>('/player/resetPassword', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
