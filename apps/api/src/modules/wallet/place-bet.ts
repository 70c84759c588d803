import type { ProviderBetBody } from './wallet-bodies';
import { fingerprintOf } from '../ledger/fingerprint';
import { betInOneCall } from './wallet-functions';
import { placeBetInSteps, type BetOutcome } from './place-bet-in-steps';
import type { WalletCall } from './wallet-db';

/**
 * A debit: one ledger entry player_cash (and player_bonus for the part cash cannot pay while a bonus
 * is wagered) -> house_game_wagers, the round opened or added to, the stake counted towards the
 * bonus's wagering, and the transaction recorded with its answer, all in one transaction under the
 * player's row lock. Refusals move nothing. A replay answers the first answer even after the session
 * ended. The balance answered is cash plus bonus money.
 */
export async function placeBet(call: WalletCall, body: ProviderBetBody): Promise<BetOutcome> {
  const amount = BigInt(body.amount);
  const fingerprint = fingerprintOf({
    kind: 'bet',
    playerId: body.playerId,
    roundId: body.roundId,
    externalGameId: body.externalGameId,
    amount: body.amount,
    currency: body.currency,
    // Only when sent, so the fingerprint of a paid bet is what it always was.
    ...(body.freeRoundGrantId === undefined ? {} : { freeRoundGrantId: body.freeRoundGrantId }),
    ...(body.sportsbook === undefined ? {} : { sportsbook: body.sportsbook }),
  });
  // A paid bet takes one round trip (wallet-functions.ts) unless it needs the steps below; a
  // sportsbook bet takes the steps, which put its product, odds and margin into its event.
  if (amount > 0n && body.freeRoundGrantId === undefined && body.sportsbook === undefined) {
    const answer = await betInOneCall(call, body, fingerprint);
    if (answer) return { answer, session: null };
  }
  return placeBetInSteps(call, body, fingerprint);
}
