import { useSession } from '@/lib/session';

/**
 * The logged-in flag of spec section 4: a player session id is held. It drops the moment the session
 * is cleared (logout, session_expired), even before any refetch.
 */
export function useIsLoggedIn(): boolean {
  return useSession().playerSessionId !== null;
}
