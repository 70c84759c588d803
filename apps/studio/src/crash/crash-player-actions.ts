import { multiplierAt } from '@casino/fair/crash/crash-curve';
import { StudioError } from '../lib/studio-error';
import { requireAuthenticated, type ResolvedSession } from '../sessions/resolve-session';
import { checkCrashBet, placeCrashBet } from './crash-bets';
import { emit, type CrashLoopState } from './crash-loop-state';
import { cashOutAt } from './crash-round-life';

/** What a player does on the round in play: bet before the run, cash out during it, leave and come back. */

export async function placeBet(state: CrashLoopState, resolved: ResolvedSession, body: unknown) {
  requireAuthenticated(resolved);
  const live = state.current;
  // A stopped loop (this instance no longer leads) keeps its last round in memory: it takes no bet.
  if (
    state.isStopped ||
    !live ||
    live.phase !== 'betting' ||
    state.settings.clock.now() >= live.round.bettingEndsAt.getTime()
  )
    throw new StudioError('round_closed', 'bets are taken before the round starts');
  const checked = checkCrashBet(state.game, body);
  if (live.reserved.has(resolved.playerKey)) throw new StudioError('validation_error', 'one bet per round');
  live.reserved.add(resolved.playerKey);
  const work = (async () => {
    try {
      const placed = await placeCrashBet(state.ctx, live.round, resolved, checked);
      live.bets.set(resolved.playerKey, placed);
      emit(state, { message: { type: 'state' } });
      return placed;
    } catch (error) {
      live.reserved.delete(resolved.playerKey);
      throw error;
    }
  })();
  live.inFlight.add(work);
  void work.catch(() => undefined).finally(() => live.inFlight.delete(work));
  const placed = await work;
  return {
    roundId: live.round.id,
    stake: placed.stake,
    autoCashOut: checked.askedAutoCashOut,
    balance: placed.balance,
  };
}

/** Cash-out at the multiplier of the server's clock now; too late once the curve reached the crash. */
export function cashOut(state: CrashLoopState, playerKey: string) {
  const live = state.current;
  const bet = live?.bets.get(playerKey);
  if (!live || live.phase !== 'running') throw new StudioError('round_closed', 'the round is not running');
  if (!bet) throw new StudioError('bet_not_found');
  if (bet.cashedOutAt !== null) throw new StudioError('round_closed', 'already cashed out');
  const reached = multiplierAt(state.settings.clock.now() - live.startedAtMs!, state.settings.growthPerMs);
  if (reached >= live.round.crashPoint) throw new StudioError('round_closed', 'the round has crashed');
  const hundredths = Math.min(reached, bet.autoCashOut ?? reached);
  cashOutAt(state, live, bet, hundredths);
  return { roundId: live.round.id, multiplier: hundredths, payout: bet.payout! };
}

/**
 * The player's last socket closed. A bet with its own automatic cash-out needs nobody: the server
 * cashes it out at the target whenever the round gets there, page open or not. A bet without one is
 * cashed out at once at the server clock's multiplier (what pressing the button would have paid), or,
 * placed for a round that has not started, at 1.00× when it starts: either beats losing it to a crash
 * nobody saw, and neither pays more than the button could have.
 */
export function connectionLost(state: CrashLoopState, playerKey: string) {
  const holders = (state.presence.get(playerKey) ?? 0) - 1;
  if (holders > 0) return void state.presence.set(playerKey, holders);
  state.presence.delete(playerKey);
  const live = state.current;
  if (!live) return;
  if (live.phase === 'betting') {
    live.leftBeforeRun.add(playerKey);
    return;
  }
  const bet = live.bets.get(playerKey);
  if (live.phase !== 'running' || !bet || bet.cashedOutAt !== null || bet.target !== null) return;
  try {
    cashOut(state, playerKey);
  } catch (error) {
    // Crashed between the last tick and now: the round's own end settles the bet.
    if (!(error instanceof StudioError)) throw error;
  }
}

/** An instance holds a socket of the player again; back before the run, the bet is in their hands. */
export function connectionBack(state: CrashLoopState, playerKey: string) {
  state.presence.set(playerKey, (state.presence.get(playerKey) ?? 0) + 1);
  state.current?.leftBeforeRun.delete(playerKey);
}
