import { useCallback, useState } from 'react';
import { oddsFormats, type OddsFormat } from './odds-format';

/**
 * A player's preferences, kept in this browser under his player id (the sportsbook has no table for
 * them yet): favourite competitions, the odds format and the odds-change setting.
 */
export interface Prefs {
  favourites: string[];
  oddsFormat: OddsFormat;
  acceptOddsChange: 'none' | 'higher' | 'any';
}
const defaults: Prefs = { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' };

const keyOf = (playerId: string) => `sportsbook.prefs.${playerId}`;

export function readPrefs(playerId: string): Prefs {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(playerId)) ?? '{}') as Partial<Prefs>;
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
  } catch {
    return defaults;
  }
}

export function usePrefs(playerId: string) {
  const [prefs, setPrefs] = useState(() => readPrefs(playerId));
  const update = useCallback(
    (change: Partial<Prefs>) =>
      setPrefs((current) => {
        const next = { ...current, ...change };
        localStorage.setItem(keyOf(playerId), JSON.stringify(next));
        return next;
      }),
    [playerId],
  );
  return [prefs, update] as const;
}
