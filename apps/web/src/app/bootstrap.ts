import { loadFavouriteGames } from '@/features/favourites/load-favourite-games';
import { checkAnonSession } from '@/features/session/api/check-anon-session';
import { getAnonSession } from '@/features/session/api/get-anon-session';
import { getGeo } from '@/features/session/api/get-geo';
import { createSessionExpiredHandler } from '@/features/session/handle-session-expired';
import { runStartup, type StartupOutcome } from '@/features/session/startup';
import { setApiHandlers } from '@/lib/api';
import { changeLocale, currentLocale, i18n } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { clearPlayer, sessionStore } from '@/lib/session';
import { storage, storageKeys } from '@/lib/storage';
import { loadPlayer } from './session-actions';

/** Connects the API client to the app and runs the startup sequence of spec section 4 once. */
export async function bootstrap(navigate: (to: string) => void): Promise<StartupOutcome> {
  setApiHandlers({
    onSessionExpired: createSessionExpiredHandler({
      clearPlayer: () => clearPlayer(storage),
      notify,
      navigate,
      translate: (key) => i18n.t(key),
    }),
  });

  let outcome: StartupOutcome;
  try {
    outcome = await runStartup({
      storage,
      checkAnonSession,
      getAnonSession,
      getGeo,
      loadPlayer,
      loadFavouriteGames,
      currentLocale,
      changeLocale: (locale) => changeLocale(locale, storage),
    });
  } catch (error) {
    console.warn('Startup did not finish', error);
    outcome = { status: 'ready' };
  }
  sessionStore.set((state) => ({ ...state, playerSessionId: storage.get(storageKeys.playerSessionId) }));
  return outcome;
}
