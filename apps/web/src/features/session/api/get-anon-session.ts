import type { AnonSessionData } from '@casino/contract/session';
import { api } from '@/lib/api';

/** GET /anon: a new anonymous session; 403 restriction_error when the visitor is geo-blocked. */
export function getAnonSession(): Promise<AnonSessionData> {
  return api.get<AnonSessionData>('/anon');
}
