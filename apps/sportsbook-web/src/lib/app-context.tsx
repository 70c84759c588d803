import { createContext, useContext } from 'react';
import type { ApiCall } from './api';
import type { OddsFormat } from './odds-format';
import type { Prefs } from './prefs';

export interface SessionInfo {
  playerId: string;
  nickname: string | null;
  currency: string;
  language: string;
  balance: string;
  limits: { minStake: string; maxStake: string; maxPayout: string };
  liveDelayMs: number;
}

/** Where the player is: the lobby, one event, or his bets. */
export type View = { name: 'lobby' } | { name: 'event'; id: string } | { name: 'bets' };

export interface AppValue {
  api: ApiCall;
  session: SessionInfo;
  prefs: Prefs;
  setPrefs: (change: Partial<Prefs>) => void;
  oddsFormat: OddsFormat;
  refreshBalance: () => void;
  navigate: (view: View) => void;
}

export const AppContext = createContext<AppValue | null>(null);

export function useApp(): AppValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('useApp outside the app');
  return value;
}
