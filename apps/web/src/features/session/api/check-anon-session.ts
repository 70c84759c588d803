import type { CheckAnonSessionData } from '@casino/contract/session';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** GET /checkAnonSession: is the stored anonymous session (sent as x-anon-session) still valid? */
export function checkAnonSession(): Promise<CheckAnonSessionData> {
  return api.call(playerApi.checkAnonSession);
}
