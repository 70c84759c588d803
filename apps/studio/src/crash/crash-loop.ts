import type { StudioGame } from '@casino/fair/games/registry';
import type { StudioContext } from '../context';
import type { ResolvedSession } from '../sessions/resolve-session';
import { settleNow } from '../rounds/settle-round';
import { openChain } from './crash-chain-store';
import { crashRoundFor } from './crash-feed';
import { nowDate, track, type CrashEvent, type CrashLoopState } from './crash-loop-state';
import type { PublicCrashRound } from './crash-messages';
import { cashOut, connectionBack, connectionLost, placeBet } from './crash-player-actions';
import { openRound, tick } from './crash-round-life';
import { sharedRoundOf } from './crash-round-view';
import type { CrashSettings } from './crash-settings';
import { ChainAbortedError } from './hash-chain';
import { recoverCrashRounds } from './recover-crash';

/**
 * The one crash round loop of a studio instance: betting window, run, crash, short pause, again
 * (crash-round-life.ts). The server's clock alone decides what the multiplier is when a player cashes
 * out. Every step runs from the clock the loop is given, so tests drive whole rounds without waiting.
 */

export type { CrashEvent } from './crash-loop-state';

/** Recovers what a stop left open, opens (or makes) the chain and the first round, starts the clock. */
function startLoop(state: CrashLoopState) {
  // Started again after a stop (this instance leads again): a fresh start, recovery first.
  if (state.isStopped) {
    Object.assign(state, { isStopped: false, starting: null, cancelTimer: null, current: null, chain: null });
  }
  state.starting ??= (async () => {
    const { ctx, settings } = state;
    for (const owed of await recoverCrashRounds(ctx, state.game)) track(state, settleNow(ctx, owed));
    if (state.isStopped) return;
    try {
      state.chain = await openChain(ctx.db, settings, nowDate(state), () => state.isStopped);
    } catch (error) {
      if (error instanceof ChainAbortedError) return;
      throw error;
    }
    if (state.isStopped) return;
    await openRound(state);
    state.cancelTimer = settings.clock.every(settings.tickMs, () => {
      state.stepping = tick(state).catch((error: unknown) =>
        ctx.log.error({ err: error }, 'crash tick failed'),
      );
      return state.stepping;
    });
  })();
  return state.starting;
}

/** Stops the clock, then waits for the start, the tick, bets in flight and settlements under way. */
async function stopLoop(state: CrashLoopState) {
  state.isStopped = true;
  await state.starting?.catch(() => undefined);
  state.cancelTimer?.();
  await state.stepping;
  await Promise.allSettled([...(state.current?.inFlight ?? [])]);
  while (state.background.size > 0) await Promise.allSettled([...state.background]);
}

export function createCrashLoop(ctx: StudioContext, game: StudioGame, settings: CrashSettings) {
  const state: CrashLoopState = {
    ctx,
    game,
    settings,
    listeners: new Set(),
    presence: new Map(),
    background: new Set(),
    chain: null,
    current: null,
    cancelTimer: null,
    stepping: null,
    starting: null,
    isStopped: false,
  };
  return {
    start: () => startLoop(state),
    stop: () => stopLoop(state),
    tick: () => tick(state),
    placeBet: (resolved: ResolvedSession, body: unknown) => placeBet(state, resolved, body),
    cashOut: (playerKey: string) => cashOut(state, playerKey),
    connectionLost: (playerKey: string) => connectionLost(state, playerKey),
    connectionBack: (playerKey: string) => connectionBack(state, playerKey),
    publicRound(playerKey?: string): PublicCrashRound | null {
      const shared = sharedRoundOf(state);
      return shared && crashRoundFor(shared, playerKey);
    },
    sharedRound: () => sharedRoundOf(state),
    subscribe(listener: (event: CrashEvent) => void) {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
  };
}
export type CrashLoop = ReturnType<typeof createCrashLoop>;
