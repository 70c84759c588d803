import type { CheckAnonSessionData } from '@casino/contract/session';
import { api } from '@/lib/api';

/** GET /checkAnonSession: is the stored anonymous session (sent as x-anon-session) still valid? */
export function checkAnonSession(): Promise<CheckAnonSessionData> {
  return api.get<CheckAnonSessionData>('/checkAnonSession');
}
