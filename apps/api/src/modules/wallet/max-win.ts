import { AppError } from '../../lib/app-error';

/**
 * What a provider that declares no maximum win for a game (maxWinMultiplier in its game list) may pay
 * per round: 10,000 times the round's stakes. Above most slots' published maximum wins, far below an
 * unbounded credit; a provider whose games pay more declares it.
 */
export const defaultMaxWinMultiplier = 10_000;

export interface WinCapGame {
  isJackpot: boolean;
  maxWinMultiplier: number | null;
}

export interface WinCapRound {
  stake: bigint;
  win: bigint;
  jackpotWin: bigint;
}

/** Why a win is refused (the SQL twin, wallet_win_refusal in sql/03_rules.sql, answers the same). */
export interface WinRefusal {
  error: 'validation_error' | 'win_exceeds_maximum';
  data?: { maxWin: string };
}

/**
 * A round pays at most its stakes times the game's maximum multiplier, over all of its wins together.
 * The only part allowed above it is a progressive jackpot, which the provider pays from its own pool:
 * marked as such, on a game listed as a jackpot game, and once per round. A round with no stake (a bet
 * of 0 is refused: there are no platform-granted free rounds yet) can therefore win nothing.
 */
export function winRefusal(
  game: WinCapGame,
  round: WinCapRound,
  amount: bigint,
  jackpotAmount: bigint,
): WinRefusal | null {
  if (jackpotAmount > amount) return { error: 'validation_error' };
  if (jackpotAmount > 0n && (!game.isJackpot || round.jackpotWin > 0n))
    return { error: 'win_exceeds_maximum' };
  const cap = round.stake * BigInt(game.maxWinMultiplier ?? defaultMaxWinMultiplier);
  const paidBelowCap = round.win - round.jackpotWin + (amount - jackpotAmount);
  if (paidBelowCap > cap) return { error: 'win_exceeds_maximum', data: { maxWin: cap.toString() } };
  return null;
}

/** The refusal of winRefusal as the error the wallet answers. */
export function refuseWinAboveMaximum(
  game: WinCapGame,
  round: WinCapRound,
  amount: bigint,
  jackpotAmount: bigint,
): void {
  const refusal = winRefusal(game, round, amount, jackpotAmount);
  if (refusal) throw new AppError(refusal.error, undefined, refusal.data);
}
