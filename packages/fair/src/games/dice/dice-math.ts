/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely values) against the player's target. The
 * multiplier is 99 / chance, so every target returns 99 % (1 % house edge), exactly. Pure: the browser's
 * verifier runs this same code.
 */

export const diceRollValues = 10_000;
/** Chance in basis points of a percent (4950 = 49.50 %). */
export const diceMinChanceBp = 100;
export const diceMaxChanceBp = 9800;

export type DiceDirection = 'over' | 'under';

export interface DiceParams {
  /** Hundredths: 5050 is a target of 50.50. */
  target: number;
  direction: DiceDirection;
}

export interface DiceOutcome {
  /** Hundredths: 4273 shows as 42.73. */
  roll: number;
  isWin: boolean;
  chanceBp: number;
  /** Ten-thousandths: 20000 is 2.0000x. */
  multiplier: number;
}

/** floor(u · 10000 / 2^32): u < 2^32 so the product stays exact in a double. */
export function diceRoll(u: number): number {
  return Math.floor((u * diceRollValues) / 4_294_967_296);
}

/** Over t wins on t+0.01 .. 99.99; under t wins on 0.00 .. t-0.01. */
export function diceChanceBp(params: DiceParams): number {
  return params.direction === 'under' ? params.target : diceRollValues - 1 - params.target;
}

export function diceMultiplier(chanceBp: number): number {
  return Math.floor((99 * 10_000 * 100) / chanceBp);
}

export function dicePayout(stake: bigint, chanceBp: number): bigint {
  // 99/chance with chance in basis points: stake · 9900 / chanceBp, rounded down to the minor unit.
  return (stake * 9900n) / BigInt(chanceBp);
}

export function playDice(uint32s: number[], params: DiceParams, stake: bigint) {
  const roll = diceRoll(uint32s[0]!);
  const chanceBp = diceChanceBp(params);
  const isWin = params.direction === 'under' ? roll < params.target : roll > params.target;
  const outcome: DiceOutcome = { roll, isWin, chanceBp, multiplier: diceMultiplier(chanceBp) };
  return { outcome, payout: isWin ? dicePayout(stake, chanceBp) : 0n };
}
