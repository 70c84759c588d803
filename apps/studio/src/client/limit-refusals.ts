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
