import { crashPayout, multiplierAt } from '@casino/fair/crash/crash-curve';
import type { LiveBet } from './crash-bets';
import { settleCrashBet } from './crash-bets';
import { openChain } from './crash-chain-store';
import { emit, newLiveRound, nowDate, track, type CrashLoopState, type LiveRound } from './crash-loop-state';
import { insertCrashRound, markRoundCrashed, markRoundRunning } from './crash-round-store';

/**
 * A crash round's life on the loop's clock: betting window, run, crash, short pause, the next round.
 * The server's clock alone decides the multiplier a bet is cashed out at.
 */

export async function openRound(state: CrashLoopState) {
  const { ctx, settings } = state;
  if (!state.chain || state.chain.nextRoundNumber > state.chain.chain.length)
    state.chain = await openChain(ctx.db, settings, nowDate(state));
  const { round, previousHash } = await insertCrashRound(
    ctx,
    state.chain,
    settings.bettingMs,
    nowDate(state),
  );
  state.current = newLiveRound(round, previousHash);
  emit(state, { message: { type: 'state' } });
}

async function startRun(state: CrashLoopState, live: LiveRound) {
  await Promise.allSettled([...live.inFlight]);
  // Read after the wait: a slow wallet delays the start, it does not eat into the run.
  const now = state.settings.clock.now();
  live.phase = 'running';
  live.startedAtMs = now;
  await markRoundRunning(state.ctx, live.round.id, now);
  // Stake back, even when the round crashes at 1.00×: the better end for a player who could not watch.
  // A bet with a target rides to it: the player said when to leave.
  for (const playerKey of live.leftBeforeRun) {
    const bet = live.bets.get(playerKey);
    if (bet && bet.cashedOutAt === null && bet.target === null) cashOutAt(state, live, bet, 100);
  }
  emit(state, { message: { type: 'state' } });
}

export function cashOutAt(state: CrashLoopState, live: LiveRound, bet: LiveBet, hundredths: number) {
  bet.cashedOutAt = hundredths;
  bet.payout = crashPayout(bet.stake, hundredths);
  emit(state, {
    playerKey: bet.playerKey,
    message: {
      type: 'cashed_out',
      roundId: live.round.id,
      multiplier: hundredths,
      payout: bet.payout.toString(),
      balance: null,
    },
  });
  emit(state, { message: { type: 'state' } });
  track(state, settle(state, live, bet));
}

async function settle(state: CrashLoopState, live: LiveRound, bet: LiveBet) {
  const settled = await settleCrashBet(state.ctx, bet, live.round);
  emit(state, {
    playerKey: bet.playerKey,
    message: {
      type: 'settled',
      roundId: live.round.id,
      payout: settled.payout.toString(),
      balance: settled.status === 'settled' ? (settled.balanceAfter?.toString() ?? null) : null,
    },
  });
}

async function crash(state: CrashLoopState, live: LiveRound, now: number) {
  live.phase = 'crashed';
  live.endedAtMs = now;
  await markRoundCrashed(state.ctx, live.round, now);
  state.chain!.nextRoundNumber = live.round.roundNumber + 1;
  // Whoever is still in rode the crash: a zero win closes their round on the platform.
  for (const bet of live.bets.values()) if (bet.cashedOutAt === null) track(state, settle(state, live, bet));
  emit(state, {
    message: {
      type: 'crash',
      roundId: live.round.id,
      roundNumber: live.round.roundNumber,
      crashPoint: live.round.crashPoint,
      hash: live.round.hash,
    },
  });
  emit(state, { message: { type: 'state' } });
}

/** The run at the clock's time: automatic cash-outs due, then the crash or a tick to the sockets. */
async function advanceRun(state: CrashLoopState, live: LiveRound) {
  const { clock, growthPerMs } = state.settings;
  const reached = multiplierAt(clock.now() - live.startedAtMs!, growthPerMs);
  const crashAt = live.round.crashPoint;
  // Automatic cash-outs fire at their exact multiplier, even when a tick lands past it.
  for (const bet of live.bets.values())
    if (bet.cashedOutAt === null && bet.autoCashOut !== null && bet.autoCashOut <= Math.min(reached, crashAt))
      cashOutAt(state, live, bet, bet.autoCashOut);
  if (reached >= crashAt) await crash(state, live, clock.now());
  else
    emit(state, {
      message: {
        type: 'tick',
        roundId: live.round.id,
        elapsedMs: clock.now() - live.startedAtMs!,
        multiplier: reached,
      },
    });
}

/** Does whatever is due at the clock's time; called every tickMs. */
export async function tick(state: CrashLoopState) {
  const live = state.current;
  if (!live || state.isStopped) return;
  const now = state.settings.clock.now();
  if (live.phase === 'betting' && now >= live.round.bettingEndsAt.getTime()) await startRun(state, live);
  if (live.phase === 'running') await advanceRun(state, live);
  else if (live.phase === 'crashed' && now >= live.endedAtMs! + state.settings.pauseMs)
    await openRound(state);
}
