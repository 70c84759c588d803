import type { FormSchemaData, ProfileSchemaType } from '@casino/contract/player';
import { playerApi } from '@casino/contract/routes/player-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** GET /player/schema/{type}: the fields of one profile form, with the player's current values. */
export function getProfileSchema(type: ProfileSchemaType): Promise<FormSchemaData> {
  return api.call(playerApi.getProfileSchema, { params: { type } });
}

export const profileSchemaQueryOptions = (type: ProfileSchemaType) =>
  queryOptions({ queryKey: ['player', 'schema', type], queryFn: () => getProfileSchema(type) });

export function useProfileSchema(type: ProfileSchemaType) {
  return useQuery(profileSchemaQueryOptions(type));
}
