import type { SelfExclusionKind, selfExcludeDataSchema } from '@casino/contract/responsible-gambling';
import { useMutation } from '@tanstack/react-query';
import { playerApi } from '@casino/contract/routes/player-client';
import { api } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

export type SelfExcludeData = SchemaOutput<typeof selfExcludeDataSchema>;

/**
 * POST /player/selfExclusion. On success the server has ended every session of the player, this one
 * included; its message ('Freeze set') is shown by the API client.
 */
export function selfExclude(body: { kind: SelfExclusionKind; password: string }): Promise<SelfExcludeData> {
  return api.call(playerApi.selfExclude, { body });
}

export function useSelfExclude() {
  return useMutation({ mutationFn: selfExclude });
}
