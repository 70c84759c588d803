import type { TextKey } from './i18n';

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
