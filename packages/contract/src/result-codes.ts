/**
 * Every result code the platform answers with, defined once. The names are the snake_case names of the
 * spec's error catalogue; the web app and the API both switch on them.
 */
export const resultCodes = {
  ok: 200,
  // transport and protocol
  validation_error: 400,
  invalid_api_key: 401,
  session_expired: 401,
  player_session_required: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
  // geo
  restriction_error: 403,
  country_blocked: 403,
  // login
  invalid_username_or_password: 401,
  username_must_be_between_4_and_20_characters_long: 400,
  invalid_username_characters_letters_and_numbers_allowed: 400,
  invalid_captcha: 400,
  email_not_confirmed: 403,
  account_self_excluded: 403,
  // registration
  missing_username: 400,
  google_token_invalid: 401,
  username_not_unique: 409,
  username_already_exists: 409,
  email_already_exists: 409,
  privacy_policy_required: 400,
  token_expired: 410,
  // account
  invalid_old_password: 400,
  password_reset_link_invalid: 400,
  profile_incomplete: 409,
  // cashier
  withdrawals_require_deposit: 409,
  // Deposits above the operator's WITHDRAWAL_KYC_ABOVE: the identity is verified before a withdrawal.
  kyc_required: 403,
  insufficient_funds: 409,
  deposit_limit_exceeded: 409,
  amount_out_of_range: 400,
  invalid_signature: 401,
  unknown_processor: 404,
  invoice_not_found: 404,
  invoice_expired: 410,
  withdrawal_not_found: 404,
  withdrawal_state_conflict: 409,
  withdrawal_link_invalid: 410,
  invalid_address: 400,
  staff_unauthorized: 401,
  payout_failed: 502,
  processor_unavailable: 503,
  // the same idempotency key sent again with other fields (IETF Idempotency-Key draft: 422)
  idempotency_conflict: 422,
  // responsible gambling
  limit_not_yet_confirmable: 409,
  no_pending_limit: 409,
  self_exclusion_active: 403,
  loss_limit_reached: 403,
  wager_limit_reached: 403,
  session_time_limit_reached: 403,
  daily_play_time_reached: 403,
  statement_year_unavailable: 404,
  // games and the provider wallet protocol
  game_not_found: 404,
  fun_mode_unavailable: 409,
  provider_unavailable: 502,
  unknown_provider: 401,
  game_session_invalid: 401,
  reality_check_required: 403,
  player_not_found: 404,
  currency_mismatch: 409,
  transaction_rolled_back: 409,
  round_closed: 409,
  bet_not_found: 404,
  // wallet hardening: rounds that cannot keep a win nor pay past the game's maximum
  round_has_win: 409,
  win_exceeds_maximum: 409,
  free_round_not_granted: 409,
  // account hardening: safe profile text, identity-document quotas
  invalid_characters: 400,
  document_quota_exceeded: 409,
  document_upload_rate_limited: 429,
  // HTTP edges: requests Node refuses before routing (unreadable, headers too large, too slow)
  bad_request: 400,
  request_timeout: 408,
  request_headers_too_large: 431,
  // loyalty: the daily cashback claim
  cashback_nothing_to_claim: 409,
  cashback_already_claimed: 409,
  // free rounds: a grant whose rounds are all played, or that expired or was cancelled
  free_rounds_used_up: 409,
  // content: news, info pages, banners
  content_not_found: 404,
  content_slug_taken: 409,
  // bonuses: wagering, activation and promotion codes
  bonus_max_bet_exceeded: 409,
  bonus_not_found: 404,
  bonus_not_available: 409,
  bonus_already_active: 409,
  bonus_not_eligible: 403,
  bonus_code_unknown: 404,
  bonus_code_expired: 410,
  bonus_code_used_up: 409,
  bonus_forfeit_unconfirmed: 409,
  // sportsbook: an event or a bet-slip refused
  sport_event_not_found: 404,
  bet_odds_changed: 409,
  bet_selection_unavailable: 409,
  bet_stake_below_minimum: 400,
  bet_stake_above_maximum: 400,
  bet_payout_above_maximum: 409,
  bet_liability_exceeded: 409,
  bet_combination_invalid: 400,
  bet_currency_unsupported: 400,
  // sportsbook: a cash-out refused
  ticket_not_found: 404,
  ticket_not_open: 409,
  cash_out_unavailable: 409,
  cash_out_stake_invalid: 400,
  cash_out_quote_expired: 410,
  cash_out_market_moved: 409,
  // live chat (issue 30)
  chat_offline: 503,
  chat_conversation_closed: 409,
  chat_attachment_limit_reached: 409,
  // back office: the staff second factor and the two-person rule
  totp_required: 401,
  totp_invalid: 401,
  second_approver_required: 409,
  account_blocked: 403,
  totp_enrolment_required: 403,
  staff_cannot_loosen_limit: 409,
} as const satisfies Record<string, number>;

export type ResultCode = keyof typeof resultCodes;

export const resultCodeNames = Object.keys(resultCodes) as ResultCode[];

export function httpStatusOf(code: ResultCode): number {
  return resultCodes[code];
}

export function isResultCode(value: unknown): value is ResultCode {
  return typeof value === 'string' && Object.hasOwn(resultCodes, value);
}
