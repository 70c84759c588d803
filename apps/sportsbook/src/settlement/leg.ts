// How one selection settles, in the feed's terms: a result (0 or 1), a void factor (the share of the
// stake given back) and a dead-heat factor (the share of the winning stake paid at full odds).
// Per unit stake a leg returns  void_factor + (1 - void_factor) x result x dead_heat_factor x odds.
import { add, HALF, mul, ONE, ratio, ratioFromDecimal, sub, ZERO, equals, type Ratio } from './ratio.js';

export const LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

export interface OutcomeSettlement {
  result: 0 | 1;
  voidFactor: Ratio;
  deadHeatFactor: Ratio;
}

export const WON: OutcomeSettlement = { result: 1, voidFactor: ZERO, deadHeatFactor: ONE };
export const LOST: OutcomeSettlement = { result: 0, voidFactor: ZERO, deadHeatFactor: ONE };
export const VOID: OutcomeSettlement = { result: 0, voidFactor: ONE, deadHeatFactor: ONE };
export const HALF_WON: OutcomeSettlement = { result: 1, voidFactor: HALF, deadHeatFactor: ONE };
export const HALF_LOST: OutcomeSettlement = { result: 0, voidFactor: HALF, deadHeatFactor: ONE };

/** A winner sharing the place with others: paid at full odds on deadHeatFactor of the stake. */
export function deadHeat(factor: Ratio): OutcomeSettlement {
  return { result: 1, voidFactor: ZERO, deadHeatFactor: factor };
}

/** The settlement a result kind stands for (a dead heat needs its factor). */
export function settlementOf(kind: LegResult, deadHeatFactor: Ratio = ONE): OutcomeSettlement {
  switch (kind) {
    case 'won':
      return WON;
    case 'lost':
      return LOST;
    case 'void':
      return VOID;
    case 'half_won':
      return HALF_WON;
    case 'half_lost':
      return HALF_LOST;
    case 'dead_heat':
      return deadHeat(deadHeatFactor);
  }
}

/** The kind a settlement stands for, as a ticket shows it. */
export function resultKindOf(s: OutcomeSettlement): LegResult {
  if (equals(s.voidFactor, ONE)) return 'void';
  if (equals(s.voidFactor, HALF)) return s.result === 1 ? 'half_won' : 'half_lost';
  if (s.result === 0) return 'lost';
  return equals(s.deadHeatFactor, ONE) ? 'won' : 'dead_heat';
}

/** The odds as an exact fraction (decimal odds carry at most a few decimals). */
export const oddsRatio = (odds: number): Ratio => ratioFromDecimal(odds, 4);

/** The return of one unit staked on a leg at these odds, exactly. */
export function legReturnFactor(s: OutcomeSettlement, odds: number): Ratio {
  const paid = s.result === 1 ? mul(s.deadHeatFactor, oddsRatio(odds)) : ZERO;
  return add(s.voidFactor, mul(sub(ONE, s.voidFactor), paid));
}

const sharesCache = new WeakMap<OutcomeSettlement, { win: number; refund: number }>();

/** The win and refund shares of a unit stake (pricing: fair odds solve win x odds + refund = 1). */
export function unitShares(s: OutcomeSettlement): { win: number; refund: number } {
  const cached = sharesCache.get(s);
  if (cached) return cached;
  const voidShare = Number(s.voidFactor.num) / Number(s.voidFactor.den);
  const deadHeatShare = Number(s.deadHeatFactor.num) / Number(s.deadHeatFactor.den);
  const shares = { win: (1 - voidShare) * s.result * deadHeatShare, refund: voidShare };
  sharesCache.set(s, shares);
  return shares;
}

export { ratio };
