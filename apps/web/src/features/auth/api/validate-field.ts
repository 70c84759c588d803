import type { validateFieldBodySchema, validateFieldDataSchema } from '@casino/contract/auth';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type ValidateFieldBody = SchemaOutput<typeof validateFieldBodySchema>;
export type ValidateFieldData = SchemaOutput<typeof validateFieldDataSchema>;

/** POST /validateField: one sign-up field, checked by the server (uniqueness included). */
export function validateField(body: ValidateFieldBody, signal?: AbortSignal): Promise<ValidateFieldData> {
  return api.post<ValidateFieldData>('/validateField', body, { showMessage: false, signal });
}
