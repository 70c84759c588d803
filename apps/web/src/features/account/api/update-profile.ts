import type { ProfileSchemaType } from '@casino/contract/player';
import { playerApi } from '@casino/contract/routes/player-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ProfileValues = Record<string, string>;

/**
 * POST /player/update/{type}. Resolves the server's message ('Additional information saved'), which the
 * API client also shows as a notification.
 */
export async function updateProfile(type: ProfileSchemaType, values: ProfileValues): Promise<string> {
  const envelope = await api.callEnvelope(playerApi.updateProfile, { params: { type }, body: values });
  return envelope.info.message;
}

export function useUpdateProfile(type: ProfileSchemaType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(type, values),
    // The player, the missing-profile list and this form show the saved values. The other forms are left
    // alone: refetching them would wipe what the player is typing there. Not awaited: the refetched
    // schema starts this form again, and the caller's onSuccess must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (query) => isRefreshedBySave(query.queryKey, type) });
    },
  });
}

function isRefreshedBySave(queryKey: readonly unknown[], type: ProfileSchemaType): boolean {
  if (queryKey[0] !== 'player') return false;
  // The missing-fields form writes fields of several forms.
  return queryKey[1] !== 'schema' || queryKey[2] === type || type === 'missing';
}
