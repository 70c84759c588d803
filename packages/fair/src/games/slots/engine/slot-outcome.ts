import { arrayReader } from './fair-reader';
import type { Machine } from './machine';
import { playSlotRound } from './play-slot';
import type { SpinResult } from './spin';

/**
 * The stored outcome of a slot round: every spin's stops, heights, window and wins by name, the
 * free-spin sequence and the totals, so the page can animate it and anyone can replay it.
 */
export interface SlotSpinView {
  stops: number[];
  heights: number[];
  window: string[][];
  wins: { symbol: string; count: number; line?: number; ways?: number; coins: number }[];
  scatters: number;
  coins: number;
}

export interface SlotOutcome {
  isBonusBuy: boolean;
  base: SlotSpinView | null;
  freeSpins: SlotSpinView[];
  freeSpinsAwarded: number;
  multiplier: number;
  coinsPerBet: number;
  totalCoins: number;
  /** Jackpot titles only; `amount` (minor units) is written when the round is settled with the pool. */
  jackpot?: { isHit: boolean; amount?: string };
}

function viewOf(machine: Machine, result: SpinResult): SlotSpinView {
  const names = machine.config.symbols;
  return {
    stops: result.stops,
    heights: result.heights,
    window: result.window.map((column) => column.map((cell) => names[cell]!)),
    wins: result.wins.map((win) => ({ ...win, symbol: names[win.symbol]! })),
    scatters: result.scatters,
    coins: result.coins,
  };
}

/** The bet in coins: a bonus buy costs `price` bets, so its coin is the stake over price · coinsPerBet. */
export function coinValue(machine: Machine, stake: bigint, isBonusBuy: boolean): bigint {
  const { coinsPerBet, bonusBuy } = machine.config;
  return stake / BigInt(coinsPerBet * (isBonusBuy ? bonusBuy!.price : 1));
}

export function playSlot(machine: Machine, uint32s: readonly number[], isBonusBuy: boolean, stake: bigint) {
  const round = playSlotRound(machine, arrayReader(uint32s), isBonusBuy);
  const outcome: SlotOutcome = {
    isBonusBuy,
    base: round.base && viewOf(machine, round.base),
    freeSpins: round.freeSpins.map((result) => viewOf(machine, result)),
    freeSpinsAwarded: round.freeSpinsAwarded,
    multiplier: machine.config.freeSpins?.multiplier ?? 1,
    coinsPerBet: machine.config.coinsPerBet,
    totalCoins: round.totalCoins,
    ...(machine.config.jackpot ? { jackpot: { isHit: round.jackpotHit } } : {}),
  };
  // The stake is a whole number of coins (checked before play), so the payout is exact.
  return { outcome, payout: coinValue(machine, stake, isBonusBuy) * BigInt(round.totalCoins) };
}
