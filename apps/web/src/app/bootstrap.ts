import type { QueryClient } from '@tanstack/react-query';
import { loadFavouriteGames } from '@/features/games/favourites/load-favourite-games';
import { loadPlayer } from '@/features/player/api/get-player';
import { endPlayerSession } from '@/features/player/player-session';
import { checkAnonSession } from '@/features/session/api/check-anon-session';
import { getAnonSession } from '@/features/session/api/get-anon-session';
import { getGeo } from '@/features/session/api/get-geo';
import { createSessionExpiredHandler } from '@/features/session/handle-session-expired';
import { runStartup, type StartupOutcome } from '@/features/session/startup';
import { setApiHandlers } from '@/lib/api';
import { changeLocale, currentLocale, i18n } from '@/lib/i18n';
import { notify } from '@/lib/notifications';
import { syncPlayerSession } from '@/lib/session';
import { storage, storageKeys } from '@/lib/storage';

/** Connects the API client to the app and runs the startup sequence of spec section 4 once. */
export async function bootstrap(
  navigate: (to: string) => void,
  queryClient: QueryClient,
): Promise<StartupOutcome> {
  setApiHandlers({
    onSessionExpired: createSessionExpiredHandler({
      clearPlayer: () => endPlayerSession(queryClient),
      notify,
      navigate,
      translate: (key) => i18n.t(key),
    }),
  });

  // Game descriptions come in the page's language: a switch fetches the catalogue again.
  i18n.on('languageChanged', () => void queryClient.invalidateQueries({ queryKey: ['games'] }));

  let outcome: StartupOutcome;
  try {
    outcome = await runStartup({
      storage,
      checkAnonSession,
      getAnonSession,
      getGeo,
      loadPlayer: () => loadPlayer(queryClient, storage.get(storageKeys.playerSessionId) ?? ''),
      loadFavouriteGames,
      currentLocale,
      changeLocale: (locale) => changeLocale(locale, storage),
    });
  } catch (error) {
    console.warn('Startup did not finish', error);
    outcome = { status: 'ready' };
  }
  syncPlayerSession(storage);
  return outcome;
}
