import type { RouteData, RouteInput } from '@casino/contract/routes/define';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

export type ValidateFieldBody = RouteInput<typeof playerApi.validateField>['body'];
export type ValidateFieldData = RouteData<typeof playerApi.validateField>;

/** POST /validateField: one sign-up field, checked by the server (uniqueness included). */
export function validateField(body: ValidateFieldBody, signal?: AbortSignal): Promise<ValidateFieldData> {
  return api.call(playerApi.validateField, { body, showMessage: false, signal });
}
