import { multiplierAt } from '@casino/fair/crash/crash-curve';
import type { SharedCrashRound } from './crash-feed';
import type { CrashLoopState } from './crash-loop-state';

/** The round as the feed shares it (crash-feed.ts): each bet with its player's key. */
export function sharedRoundOf(state: CrashLoopState): SharedCrashRound | null {
  const { current: live, chain, settings } = state;
  if (!live || !chain) return null;
  const elapsedMs =
    live.phase === 'betting' ? 0 : (live.endedAtMs ?? settings.clock.now()) - live.startedAtMs!;
  const isCrashed = live.phase === 'crashed';
  return {
    roundId: live.round.id,
    roundNumber: live.round.roundNumber,
    phase: live.phase,
    previousHash: live.previousHash,
    terminatingHash: chain.chain.terminatingHash,
    salt: chain.chain.salt,
    bettingEndsAt: live.round.bettingEndsAt.toISOString(),
    startedAt: live.startedAtMs === null ? null : new Date(live.startedAtMs).toISOString(),
    elapsedMs,
    multiplier: isCrashed
      ? live.round.crashPoint
      : Math.min(multiplierAt(elapsedMs, settings.growthPerMs), live.round.crashPoint),
    growthPerMs: settings.growthPerMs,
    bets: [...live.bets.values()].map((bet) => ({
      name: bet.displayName,
      stake: bet.stake.toString(),
      cashedOutAt: bet.cashedOutAt,
      payout: bet.payout?.toString() ?? (isCrashed ? '0' : null),
      autoCashOut: bet.target,
      playerKey: bet.playerKey,
    })),
    crashPoint: isCrashed ? live.round.crashPoint : null,
    hash: isCrashed ? live.round.hash : null,
  };
}
