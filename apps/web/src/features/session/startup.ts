import type { AnonSessionData, CheckAnonSessionData } from '@casino/contract/session';
import type { GeoData } from '@casino/contract/site';
import { isLocale, type Locale } from '@casino/rules/locales';
import { isApiError } from '@/lib/api-error';
import { storageKeys, type KeyValueStore } from '@/lib/storage';

export interface StartupDeps {
  storage: KeyValueStore;
  checkAnonSession: () => Promise<CheckAnonSessionData>;
  getAnonSession: () => Promise<AnonSessionData>;
  getGeo: () => Promise<GeoData>;
  /** GET /player; only called when a player session id is stored. */
  loadPlayer: () => Promise<void>;
  /** Only called when a player exists (filled by the favourites issue). */
  loadFavouriteGames: () => Promise<void>;
  currentLocale: () => Locale;
  changeLocale: (locale: Locale) => Promise<void>;
}

export type StartupOutcome =
  { status: 'ready' } | { status: 'restricted'; reason: 'geo_blocked' | 'restriction_error' | 'no_session' };

class Restricted extends Error {
  constructor(readonly reason: Extract<StartupOutcome, { status: 'restricted' }>['reason']) {
    super(reason);
  }
}

/** Spec section 4 "Startup", step by step. Geo-block in any of its three forms ends it as restricted. */
export async function runStartup(deps: StartupDeps): Promise<StartupOutcome> {
  try {
    if (await hasValidAnonSession(deps)) {
      if (!deps.storage.get(storageKeys.country2)) await checkCountry(deps);
      if (deps.storage.get(storageKeys.playerSessionId)) {
        const hasPlayer = await loadPlayer(deps);
        if (hasPlayer) await deps.loadFavouriteGames().catch(() => undefined);
      }
    } else {
      await checkCountry(deps);
      await createAnonSession(deps);
      deps.storage.remove(storageKeys.playerSessionId);
    }
    await switchToStoredLocale(deps);
    return { status: 'ready' };
  } catch (error) {
    if (error instanceof Restricted) return { status: 'restricted', reason: error.reason };
    throw error;
  }
}

async function hasValidAnonSession(deps: StartupDeps): Promise<boolean> {
  if (!deps.storage.get(storageKeys.anonSessionId)) return false;
  try {
    return (await deps.checkAnonSession()).valid;
  } catch {
    return false;
  }
}

/** The country check: a city-based block restricts; a failing geo service does not. */
async function checkCountry(deps: StartupDeps): Promise<void> {
  let geo: GeoData;
  try {
    geo = await deps.getGeo();
  } catch {
    return;
  }
  if (geo.country_code2) deps.storage.set(storageKeys.country2, geo.country_code2);
  if (geo.blocked) throw new Restricted('geo_blocked');
}

async function createAnonSession(deps: StartupDeps): Promise<void> {
  let session: AnonSessionData;
  try {
    session = await deps.getAnonSession();
  } catch (error) {
    throw new Restricted(isApiError(error, 'restriction_error') ? 'restriction_error' : 'no_session');
  }
  deps.storage.set(storageKeys.anonSessionId, session.anonSessionId);
  if (session.country_code2) deps.storage.set(storageKeys.country2, session.country_code2);
}

/** A failed load leaves the visitor anonymous; session_expired is handled by the API client. */
async function loadPlayer(deps: StartupDeps): Promise<boolean> {
  try {
    await deps.loadPlayer();
    return true;
  } catch {
    return false;
  }
}

async function switchToStoredLocale(deps: StartupDeps): Promise<void> {
  const stored = deps.storage.get(storageKeys.locale);
  if (isLocale(stored) && stored !== deps.currentLocale()) await deps.changeLocale(stored);
}
