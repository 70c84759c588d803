import type { Round } from '../db/schema';

/** A round as its player sees it: amounts as strings of minor units, the seeds it was drawn from. */
export function roundView(
  round: Round,
  seed: { serverSeedHash: string; clientSeed: string; serverSeed: string | null },
) {
  return {
    id: round.id,
    game: round.game,
    mode: round.mode,
    currency: round.currency,
    stake: round.stake.toString(),
    payout: round.payout.toString(),
    // JSON objects as stored: the game's choices and what was drawn.
    params: round.params as Record<string, unknown>,
    outcome: round.outcome as Record<string, unknown>,
    // Multi-step games: the moves that, with the seeds, replay the round.
    ...(round.moves ? { moves: round.moves as unknown[] } : {}),
    nonce: round.nonce,
    status: round.status,
    // Settled: the money has moved. Owed: the win is still on its way (it will be retried until it arrives).
    isPending: round.status === 'win_pending',
    // The platform refused the win (it should not: declared maximum wins cover every game); staff settle it.
    isHeld: round.status === 'needs_attention',
    balanceAfter: round.balanceAfter?.toString() ?? null,
    // A free spin: played at `stake`, but the player paid nothing (the casino's grant did).
    isFreeRound: round.freeRoundGrantId !== null,
    createdAt: round.createdAt.toISOString(),
    ...seed,
  };
}
