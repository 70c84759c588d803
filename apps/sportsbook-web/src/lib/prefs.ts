import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiCall } from './api';
import { oddsFormats, type OddsFormat } from './odds-format';

/**
 * A player's preferences: favourite competitions, the odds format and the odds-change setting. The
 * sportsbook keeps them per player (every browser he opens it in shows the same); this browser keeps a
 * copy under his player id, shown at once while the server's answer is on its way.
 */
export interface Prefs {
  favourites: string[];
  oddsFormat: OddsFormat;
  acceptOddsChange: 'none' | 'higher' | 'any';
}
const defaults: Prefs = { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' };

const keyOf = (playerId: string) => `sportsbook.prefs.${playerId}`;

/** The preferences in this browser's copy (the defaults where it has none or a broken one). */
export function readPrefs(playerId: string): Prefs {
  try {
    return cleanPrefs(JSON.parse(localStorage.getItem(keyOf(playerId)) ?? '{}') as Partial<Prefs>);
  } catch {
    return defaults;
  }
}

function cleanPrefs(stored: Partial<Prefs>): Prefs {
  return {
    favourites: Array.isArray(stored.favourites)
      ? stored.favourites.filter((f) => typeof f === 'string')
      : [],
    oddsFormat: oddsFormats.includes(stored.oddsFormat as OddsFormat)
      ? stored.oddsFormat!
      : defaults.oddsFormat,
    acceptOddsChange: ['none', 'higher', 'any'].includes(stored.acceptOddsChange ?? '')
      ? stored.acceptOddsChange!
      : defaults.acceptOddsChange,
  };
}

function writeCache(playerId: string, prefs: Prefs) {
  try {
    localStorage.setItem(keyOf(playerId), JSON.stringify(prefs));
  } catch {
    // A full or refused storage only loses the instant copy: the server keeps the preferences.
  }
}

/**
 * The preferences: this browser's copy first, then the server's (unless the player has already changed
 * something here); each change is cached and sent, one save after another so the last one wins.
 */
export function usePrefs(playerId: string, api: ApiCall) {
  const [prefs, setPrefs] = useState(() => readPrefs(playerId));
  const latest = useRef(prefs);
  const changedHere = useRef(false);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  useEffect(() => {
    let live = true;
    api<Prefs>('GET', '/prefs').then(
      (stored) => {
        if (!live || changedHere.current) return;
        latest.current = cleanPrefs(stored);
        writeCache(playerId, latest.current);
        setPrefs(latest.current);
      },
      () => undefined, // unreachable: the cached copy stands
    );
    return () => {
      live = false;
    };
  }, [api, playerId]);
  const update = useCallback(
    (change: Partial<Prefs>) => {
      changedHere.current = true;
      latest.current = { ...latest.current, ...change };
      writeCache(playerId, latest.current);
      setPrefs(latest.current);
      saving.current = saving.current.then(() => api('PUT', '/prefs', latest.current)).catch(() => undefined);
    },
    [api, playerId],
  );
  return [prefs, update] as const;
}
