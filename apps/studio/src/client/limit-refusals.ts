import type { TextKey, Translate } from './i18n';

/**
 * The platform's player-protection refusals of a bet, as every game page tells them: a loss or wager
 * limit reached, the session-time limit that ends play for this session, or the daily play-time limit.
 */
export const limitRefusalKeys: Record<string, TextKey> = {
  loss_limit_reached: 'errorLossLimit',
  wager_limit_reached: 'errorWagerLimit',
  session_time_limit_reached: 'errorSessionLimit',
  daily_play_time_reached: 'errorDailyPlayTime',
  account_self_excluded: 'errorSelfExcluded',
};

/**
 * A bonus's maximum-bet refusal naming the limit ('The most your bonus allows is €5.00 a bet'), when
 * the platform sent it; null for any other refusal.
 */
export function bonusMaxBetText(
  t: Translate,
  error: { code: string; data: unknown },
  money: (minor: string) => string,
): string | null {
  if (error.code !== 'bonus_max_bet_exceeded') return null;
  const maxBet = (error.data as { maxBet?: unknown } | null)?.maxBet;
  return typeof maxBet === 'string' && /^\d+$/.test(maxBet)
    ? t('errorBonusMaxBetOf', { max: money(maxBet) })
    : null;
}

const minorDigits = (value: unknown): value is string => typeof value === 'string' && /^\d+$/.test(value);

/**
 * A stake outside the game's limits, naming them: the range of one bet ('Bets here are from €0.10 to
 * €100.00'), or at a table the most one round's bets may add up to; null for any other refusal.
 */
export function stakeLimitText(
  t: Translate,
  error: { code: string; data: unknown },
  money: (minor: string) => string,
): string | null {
  if (error.code !== 'amount_out_of_range') return null;
  const data = (error.data ?? {}) as { minBet?: unknown; maxBet?: unknown; placed?: unknown };
  if (!minorDigits(data.maxBet)) return null;
  if (minorDigits(data.placed)) return t('errorRoundMaxBet', { max: money(data.maxBet) });
  return minorDigits(data.minBet)
    ? t('errorStakeRange', { min: money(data.minBet), max: money(data.maxBet) })
    : null;
}

/** The refusal texts that name a limit, the bonus's or the game's; null when neither applies. */
export function namedLimitText(
  t: Translate,
  error: { code: string; data: unknown },
  money: (minor: string) => string,
): string | null {
  return bonusMaxBetText(t, error, money) ?? stakeLimitText(t, error, money);
}
