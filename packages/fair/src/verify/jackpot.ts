import type { SlotOutcome } from '../games/slots/engine/slot-outcome';

/**
 * The progressive jackpot in a round's outcome. The seeds decide whether a round draws the jackpot
 * (`jackpot.isHit`); what it pays is the pool at that moment, fed by every player's stakes, so no
 * seed can give it. The server writes that amount (`jackpot.amount`, minor units) into the outcome
 * when it settles the round and adds it to the payout; a fun round and a round that missed carry none.
 */

type WithJackpot = Pick<SlotOutcome, 'jackpot'>;

const jackpotOf = (outcome: unknown): WithJackpot['jackpot'] =>
  typeof outcome === 'object' && outcome !== null ? (outcome as WithJackpot).jackpot : undefined;

/** True or false for a round of a jackpot game (as its outcome says); null when the outcome has no jackpot. */
export function jackpotHitOf(outcome: unknown): boolean | null {
  const jackpot = jackpotOf(outcome);
  return jackpot ? jackpot.isHit === true : null;
}

/** The jackpot a stored round says it paid: 0 when none; null when the amount is not whole minor units. */
export function jackpotAmountOf(outcome: unknown): bigint | null {
  const amount: unknown = jackpotOf(outcome)?.amount;
  if (amount === undefined) return 0n;
  return typeof amount === 'string' && /^\d{1,20}$/.test(amount) ? BigInt(amount) : null;
}

/** The outcome as the seeds give it: the stored one without the amount the pool added. */
export function withoutJackpotAmount(outcome: unknown): unknown {
  const jackpot = jackpotOf(outcome);
  if (!jackpot || !('amount' in jackpot)) return outcome;
  const { amount: _paid, ...drawn } = jackpot;
  return { ...(outcome as object), jackpot: drawn };
}
