import type { ProfileFormType } from '@casino/contract/player';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ProfileValues = Record<string, string>;

/**
 * POST /player/update/{type}. Resolves the server's message ('Additional information saved'), which the
 * API client also shows as a notification.
 */
export async function updateProfile(type: ProfileFormType, values: ProfileValues): Promise<string> {
  const envelope = await api.requestEnvelope<unknown>(`/player/update/${type}`, { method: 'POST', body: values });
  return envelope.info.message;
}

export function useUpdateProfile(type: ProfileFormType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileValues) => updateProfile(type, values),
    // Every form, the player and the missing-profile list may show the saved values. Not awaited: the
    // refetched schema starts the form again, and the caller's onSuccess must run before that.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
  });
}
