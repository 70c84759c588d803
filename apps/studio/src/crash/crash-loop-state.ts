import type { StudioGame } from '@casino/fair/games/registry';
import type { StudioContext } from '../context';
import type { CrashRound } from '../db/schema';
import type { LiveBet } from './crash-bets';
import type { openChain } from './crash-chain-store';
import type { CrashPhase, ServerMessage } from './crash-messages';
import type { CrashSettings } from './crash-settings';

/** `playerKey` set: a message for that player's sockets only; 'state': each socket asks for its own view. */
export type CrashEvent = { message: ServerMessage | { type: 'state' }; playerKey?: string };

/** The round in play, in memory: its phase, its bets and the players' connection news. */
export interface LiveRound {
  round: CrashRound;
  phase: CrashPhase;
  previousHash: string;
  bets: Map<string, LiveBet>;
  /** Players with a bet placed or on its way: one bet per player and round. */
  reserved: Set<string>;
  /** Bets still talking to the wallet: the run starts once each is in or out. */
  inFlight: Set<Promise<unknown>>;
  /** Players whose every socket closed before the run: their bets without a target are cashed out at 1.00× as it starts. */
  leftBeforeRun: Set<string>;
  startedAtMs: number | null;
  endedAtMs: number | null;
}

export type OpenCrashChain = Awaited<ReturnType<typeof openChain>>;

/** What one instance's crash loop holds between ticks (crash-loop.ts creates it). */
export interface CrashLoopState {
  ctx: StudioContext;
  game: StudioGame;
  settings: CrashSettings;
  listeners: Set<(event: CrashEvent) => void>;
  /**
   * Instances holding an open socket of each player (each tells 'back' on its first, 'left' on its
   * last): a player is gone only when no instance holds one. Learnt anew after a takeover.
   */
  presence: Map<string, number>;
  /** Work that must finish before the studio closes (wallet calls, settlements), never awaited by a tick. */
  background: Set<Promise<unknown>>;
  chain: OpenCrashChain | null;
  current: LiveRound | null;
  cancelTimer: (() => void) | null;
  stepping: Promise<void> | null;
  starting: Promise<void> | null;
  isStopped: boolean;
}

export function newLiveRound(round: CrashRound, previousHash: string): LiveRound {
  return {
    round,
    phase: 'betting',
    previousHash,
    bets: new Map(),
    reserved: new Set(),
    inFlight: new Set(),
    leftBeforeRun: new Set(),
    startedAtMs: null,
    endedAtMs: null,
  };
}

export function emit(state: CrashLoopState, event: CrashEvent) {
  state.listeners.forEach((listener) => listener(event));
}

export const nowDate = (state: CrashLoopState) => new Date(state.settings.clock.now());

/** Runs `work` in the background, kept until it ends so that stopping the loop can wait for it. */
export function track(state: CrashLoopState, work: Promise<unknown>) {
  const guarded = work.catch((error: unknown) =>
    state.ctx.log.error({ err: error }, 'crash background work failed'),
  );
  state.background.add(guarded);
  void guarded.finally(() => state.background.delete(guarded));
}
