import type { GeoData } from '@casino/contract/site';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';

/** GET /geo: the visitor's country and city, and whether that place is blocked. */
export function getGeo(): Promise<GeoData> {
  return api.call(playerApi.getGeo);
}
