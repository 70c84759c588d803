import type { RouteData } from '@casino/contract/routes/define';
import type { StaffPermission } from '@casino/contract/values/staff';
import { createContext, useContext } from 'react';
import type { staffApi } from './staff-api';

export type StaffMe = RouteData<typeof staffApi.getMe>;

export interface Session {
  me: StaffMe;
  /** What the role may do: the screens hide the rest (the server refuses it anyway). */
  may: (permission: StaffPermission) => boolean;
  logout: () => void;
  reload: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a logged-in screen');
  return session;
}
