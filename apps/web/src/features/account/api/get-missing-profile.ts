import type { missingProfileDataSchema } from '@casino/contract/player';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type MissingProfileData = SchemaOutput<typeof missingProfileDataSchema>;

/** GET /player/missingProfile: the fields the cashier needs that are still missing (spec section 5). */
export function getMissingProfile(): Promise<MissingProfileData> {
  return api.call(playerApi.getMissingProfile);
}

export const missingProfileQueryOptions = () =>
  queryOptions({ queryKey: ['player', 'missingProfile'], queryFn: getMissingProfile });

export function useMissingProfile(options: { enabled: boolean }) {
  return useQuery({ ...missingProfileQueryOptions(), enabled: options.enabled });
}
