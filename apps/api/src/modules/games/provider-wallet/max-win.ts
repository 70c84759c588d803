import { AppError } from '../../../lib/app-error';

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

/**
 * A round pays at most its stakes times the game's maximum multiplier, over all of its wins together.
 * The only part allowed above it is a progressive jackpot, which the provider pays from its own pool:
 * marked as such, on a game listed as a jackpot game, and once per round. A round with no stake (a bet
 * of 0 is refused: there are no platform-granted free rounds yet) can therefore win nothing.
 */
export function refuseWinAboveMaximum(
  game: WinCapGame,
  round: WinCapRound,
  amount: bigint,
  jackpotAmount: bigint,
): void {
  if (jackpotAmount > amount) throw new AppError('validation_error');
  if (jackpotAmount > 0n && (!game.isJackpot || round.jackpotWin > 0n))
    throw new AppError('win_exceeds_maximum');
  const cap = round.stake * BigInt(game.maxWinMultiplier ?? defaultMaxWinMultiplier);
  const paidBelowCap = round.win - round.jackpotWin + (amount - jackpotAmount);
  if (paidBelowCap > cap) throw new AppError('win_exceeds_maximum', undefined, { maxWin: cap.toString() });
}
