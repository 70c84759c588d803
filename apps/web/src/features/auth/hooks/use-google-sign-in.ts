import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { trackNewRegistration } from '@/lib/analytics/analytics';
import { storage } from '@/lib/storage';
import { isApiError } from '@/lib/api-error';
import { googleLogin } from '../api/google-login';
import { buildGooglePayload } from '../google-payload';
import { collectAffiliateFields } from '../signup-validation';
import type { GoogleCompleteValues } from '../components/google-complete-form';
import { useCompleteLogin } from './use-complete-login';

/**
 * Google sign-in: the ID token goes to the server; a new player without a username is asked for one
 * (missing_username) and the same token is sent again with it.
 */
export function useGoogleSignIn({
  onLoggedIn,
  onNeedsUsername,
}: {
  onLoggedIn: () => void;
  onNeedsUsername: () => void;
}) {
  const completeLogin = useCompleteLogin();
  const [idToken, setIdToken] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: googleLogin,
    onSuccess: async (data, variables) => {
      // Only a new player is asked for a username: the payload that carries one is a sign-up.
      if (variables.username)
        trackNewRegistration(
          { id: data.player.id, email: data.player.email, username: data.player.username },
          'google',
        );
      // completeLogin stores the session before its first await: the page the player goes on to sees it.
      const refreshed = completeLogin(data);
      onLoggedIn();
      setIdToken(null);
      await refreshed;
    },
    onError: (error) => {
      if (isApiError(error, 'missing_username')) onNeedsUsername();
    },
  });
  const { mutate, reset } = mutation;
  const affiliate = () => collectAffiliateFields(storage, new URLSearchParams(window.location.search));

  const signIn = useCallback(
    (token: string) => {
      setIdToken(token);
      mutate(buildGooglePayload(token, affiliate()));
    },
    [mutate],
  );
  const complete = useCallback(
    (values: GoogleCompleteValues) => {
      if (idToken) mutate(buildGooglePayload(idToken, affiliate(), values));
    },
    [mutate, idToken],
  );
  return { signIn, complete, reset, error: mutation.error, isPending: mutation.isPending };
}
