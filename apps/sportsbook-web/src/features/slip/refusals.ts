import type { MessageKey } from '../../lib/i18n';

/** The slip's own words for each refusal the placement answers; anything else says the server's message. */
const refusalKeys: Record<string, MessageKey> = {
  bet_odds_changed: 'refusal.oddsChanged',
  bet_selection_unavailable: 'refusal.unavailable',
  bet_stake_below_minimum: 'refusal.stakeBelow',
  bet_stake_above_maximum: 'refusal.stakeAbove',
  bet_payout_above_maximum: 'refusal.payoutAbove',
  bet_liability_exceeded: 'refusal.liability',
  bet_combination_invalid: 'refusal.combination',
  bet_currency_unsupported: 'refusal.currency',
  insufficient_funds: 'refusal.funds',
  self_exclusion_active: 'refusal.selfExcluded',
  amount_out_of_range: 'refusal.limit',
  game_session_invalid: 'refusal.session',
  rate_limited: 'refusal.rateLimited',
  provider_unavailable: 'refusal.unavailableService',
  network_error: 'refusal.network',
};

export const refusalKey = (code: string): MessageKey => refusalKeys[code] ?? 'refusal.other';
