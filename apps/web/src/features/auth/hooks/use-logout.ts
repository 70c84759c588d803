import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { endPlayerSession } from '@/features/player/player-session';
import { getAnonSession } from '@/features/session/api/get-anon-session';
import { storage } from '@/lib/storage';
import { callLogout } from '../api/logout';
import { logout } from '../logout';

/** Header menu and mobile footer: log out, then go home whatever the server said. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout({
      storage,
      callLogout,
      getAnonSession,
      clearPlayer: () => endPlayerSession(queryClient),
    }).catch((error: unknown) => console.warn('Could not open a new anonymous session after logout', error));
    await navigate(paths.home.href());
  }, [queryClient, navigate]);
}
