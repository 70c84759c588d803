import { logout } from '@/features/auth/logout';
import { getPlayer } from '@/features/player/api/get-player';
import { getAnonSession } from '@/features/session/api/get-anon-session';
import { api } from '@/lib/api';
import { clearPlayer, setPlayer } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Wires the logout use case to the real calls. */
export function runLogout(): Promise<void> {
  return logout({
    storage,
    callLogout: () => api.get('/player/logout'),
    getAnonSession,
    clearPlayer: () => clearPlayer(storage),
  }).catch((error: unknown) => console.warn('Could not open a new anonymous session after logout', error));
}

/** Startup step "the player is loaded": GET /player, kept as sent until the player issue types it. */
export async function loadPlayer(): Promise<void> {
  setPlayer(await getPlayer());
}
