import type { SeedTriple } from '../verify/web-crypto';

/**
 * The game page's check of its own history: the studio's browser-safe verifier (WebCrypto and the
 * registry's pure maths), so a player checks a round without asking us anything. The verifier (with
 * every game's maths and its schemas) is a chunk of its own, fetched on the first check, so the game
 * page starts without it.
 */
export { sha256Hex } from '../verify/web-crypto';

/** A round's outcome and payout recomputed from its seeds; null when they cannot be recomputed. */
export async function recompute(
  game: string,
  seed: SeedTriple,
  params: Record<string, unknown>,
  stake: bigint,
  moves: unknown[] = [],
) {
  const { recompute: recomputeRound } = await import('../verify');
  const again = await recomputeRound(game, seed, params, stake, moves);
  return again.resultCode === 'ok' ? again : null;
}
