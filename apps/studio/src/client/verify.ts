import type { RoundData } from './api';

/**
 * The game page's check of its own history: the studio's browser-safe verifier (WebCrypto and the
 * registry's pure maths), so a player checks a round without asking us anything. The verifier (with
 * every game's maths and its schemas) is a chunk of its own, fetched on the first check, so the game
 * page starts without it.
 */
export { sha256Hex } from '@casino/fair/verify/web-crypto';

/** A revealed round held against its seeds (a jackpot apart); null when it cannot be recomputed. */
export async function checkHistoryRound(round: RoundData & { serverSeed: string }) {
  const { checkPlayedRound, recompute } = await import('@casino/fair/verify');
  const seed = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const again = await recompute(round.game, seed, round.params, BigInt(round.stake), round.moves);
  return again.resultCode === 'ok'
    ? checkPlayedRound(again, { outcome: round.outcome, payout: BigInt(round.payout) })
    : null;
}
