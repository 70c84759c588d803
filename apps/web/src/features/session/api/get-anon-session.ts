import type { AnonSessionData } from '@casino/contract/session';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** GET /anon: a new anonymous session; 403 restriction_error when the visitor is geo-blocked. */
export function getAnonSession(): Promise<AnonSessionData> {
  return api.call(playerApi.getAnonSession);
}
