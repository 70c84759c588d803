import {
  providerAdjustBodySchema,
  providerAdjustDataSchema,
  providerAuthenticateBodySchema,
  providerAuthenticateDataSchema,
  providerBalanceBodySchema,
  providerBalanceDataSchema,
  providerBetBodySchema,
  providerMoneyDataSchema,
  providerRollbackBodySchema,
  providerWinBodySchema,
  providerPromotionBodySchema,
  providerSportsbookTicketBodySchema,
  providerSportsbookTicketDataSchema,
} from '../provider';
import { defineRoute, type Route } from './define';
import { providerRouteKeys as keys } from './provider-keys';

// Every call may also answer these: the provider header and the body's HMAC are checked on the raw
// bytes before the body is parsed and validated against its schema.
const signedCallCodes = ['unknown_provider', 'invalid_signature', 'validation_error'] as const;

/** The seamless-wallet protocol for game providers (under /provider/v1), each call described once. */
export const providerRoutes = {
  authenticate: defineRoute(keys.authenticate, {
    body: providerAuthenticateBodySchema,
    response: providerAuthenticateDataSchema,
    resultCodes: [...signedCallCodes, 'game_session_invalid'],
  }),
  getBalance: defineRoute(keys.getBalance, {
    body: providerBalanceBodySchema,
    response: providerBalanceDataSchema,
    resultCodes: [...signedCallCodes, 'player_not_found', 'currency_mismatch'],
  }),
  placeBet: defineRoute(keys.placeBet, {
    body: providerBetBodySchema,
    response: providerMoneyDataSchema,
    resultCodes: [
      ...signedCallCodes,
      'game_session_invalid',
      'game_not_found',
      'currency_mismatch',
      'insufficient_funds',
      'round_closed',
      'transaction_rolled_back',
      'free_round_not_granted',
      'reality_check_required',
      'free_rounds_used_up',
      'idempotency_conflict',
      'bonus_max_bet_exceeded',
      'account_self_excluded',
      'loss_limit_reached',
      'wager_limit_reached',
      'session_time_limit_reached',
      'daily_play_time_reached',
    ],
  }),
  settleWin: defineRoute(keys.settleWin, {
    body: providerWinBodySchema,
    response: providerMoneyDataSchema,
    resultCodes: [
      ...signedCallCodes,
      'bet_not_found',
      'game_not_found',
      'currency_mismatch',
      'round_closed',
      'transaction_rolled_back',
      'win_exceeds_maximum',
      'idempotency_conflict',
    ],
  }),
  rollbackBet: defineRoute(keys.rollbackBet, {
    body: providerRollbackBodySchema,
    response: providerMoneyDataSchema,
    resultCodes: [
      ...signedCallCodes,
      'bet_not_found',
      'game_not_found',
      'player_not_found',
      'round_closed',
      'round_has_win',
      'idempotency_conflict',
    ],
  }),
  adjustWin: defineRoute(keys.adjustWin, {
    body: providerAdjustBodySchema,
    response: providerAdjustDataSchema,
    resultCodes: [
      ...signedCallCodes,
      'bet_not_found',
      'game_not_found',
      'player_not_found',
      'currency_mismatch',
      'round_closed',
      'transaction_rolled_back',
      'amount_out_of_range',
      'idempotency_conflict',
    ],
  }),
  creditPromotion: defineRoute(keys.creditPromotion, {
    body: providerPromotionBodySchema,
    response: providerMoneyDataSchema,
    resultCodes: [...signedCallCodes, 'player_not_found', 'currency_mismatch', 'idempotency_conflict'],
  }),
  reportSportsbookTicket: defineRoute(keys.reportSportsbookTicket, {
    body: providerSportsbookTicketBodySchema,
    response: providerSportsbookTicketDataSchema,
    resultCodes: [...signedCallCodes, 'bet_not_found', 'game_not_found', 'player_not_found'],
  }),
} satisfies { [N in keyof typeof keys]: Route<(typeof keys)[N]> };
