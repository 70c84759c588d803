-- A win taken back (a sportsbook settlement corrected for less; adjust-win.ts is its TypeScript twin):
-- up to the round's wins, cash first, the rest booked as uncollected against house_cash, in one
-- balanced entry (cash -taken, house cash -uncollected, game wagers +amount) with its `game.adjust`
-- event. Defers to the TypeScript path when an account it needs is not opened yet.
CREATE OR REPLACE FUNCTION wallet_adjust(
  provider uuid, provider_code text, transaction_id text, player uuid, adjust_currency text,
  external_game text, external_round text, amount bigint, original_transaction text, at timestamptz,
  request_fingerprint text, wagers_account uuid
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  found_round record;
  house_cash uuid;
  taken bigint;
  uncollected bigint;
  extra jsonb;
  balances jsonb;
  entry uuid;
  balance bigint;
  reply jsonb;
BEGIN
  SELECT * INTO opened FROM wallet_begin_call(provider, transaction_id, request_fingerprint, player,
    adjust_currency, external_game);
  IF opened.early_reply IS NOT NULL THEN RETURN opened.early_reply; END IF;

  SELECT r.id, r.player_id, r.game_id, r.status, r.currency, r.stake, r.win INTO found_round
    FROM game_rounds r WHERE r.provider_id = provider AND r.external_round_id = external_round;
  IF NOT FOUND OR found_round.player_id <> player OR found_round.game_id <> opened.game_id THEN
    RETURN jsonb_build_object('error', 'bet_not_found');
  END IF;
  IF found_round.status = 'rolled_back' THEN RETURN jsonb_build_object('error', 'transaction_rolled_back'); END IF;
  IF found_round.status = 'closed' THEN RETURN jsonb_build_object('error', 'round_closed'); END IF;
  IF found_round.currency <> adjust_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  IF amount > found_round.win THEN
    RETURN jsonb_build_object('error', 'amount_out_of_range',
      'data', jsonb_build_object('maxAmount', found_round.win::text));
  END IF;
  IF opened.cash_id IS NULL THEN RETURN jsonb_build_object('defer', true); END IF;

  taken := least(amount, opened.cash_balance);
  uncollected := amount - taken;
  SELECT a.id INTO house_cash FROM ledger_accounts a WHERE a.owner_kind = 'house' AND a.owner_id IS NULL
    AND a.kind = 'house_cash' AND a.currency = adjust_currency AND a.shard = 0;
  IF uncollected > 0 AND house_cash IS NULL THEN RETURN jsonb_build_object('defer', true); END IF;

  extra := jsonb_build_object('taken', taken::text, 'uncollected', uncollected::text)
    || CASE WHEN original_transaction IS NULL THEN '{}'::jsonb
       ELSE jsonb_build_object('originalTransactionId', original_transaction) END;
  SELECT posted.entry_id, posted.balances INTO entry, balances
  FROM wallet_post_entry('game_adjust', 'game:' || provider_code || ':' || transaction_id,
    jsonb_build_array(jsonb_build_object('account', opened.cash_id, 'amount', -taken),
      jsonb_build_object('account', house_cash, 'amount', -uncollected),
      jsonb_build_object('account', wagers_account, 'amount', amount)),
    adjust_currency,
    jsonb_build_object('provider', provider_code, 'transactionId', transaction_id,
      'roundId', external_round, 'gameId', opened.game_id) || extra,
    'game.adjust',
    jsonb_build_object('playerId', player, 'gameId', opened.game_id, 'category', opened.game_category,
      'provider', provider_code, 'roundId', found_round.id, 'externalRoundId', external_round,
      'transactionId', transaction_id, 'stake', found_round.stake::text, 'win', amount::text,
      'currency', adjust_currency, 'houseEdgeBasisPoints', 10000 - opened.game_rtp_basis_points) || extra,
    at) AS posted;
  balance := coalesce((balances->>opened.cash_id::text)::bigint, opened.cash_balance)
    + coalesce(opened.bonus_balance, 0);

  UPDATE game_rounds SET win = win - amount, balance_after = balance WHERE id = found_round.id;

  reply := wallet_record_answer(provider, transaction_id, 'adjust', player, external_round,
    found_round.id, amount, adjust_currency, request_fingerprint, entry, original_transaction, balance, at)
    || jsonb_build_object('taken', taken::text, 'uncollected', uncollected::text);
  -- Replays answer the whole answer, taken and uncollected included.
  UPDATE provider_transactions t SET answer = reply
    WHERE t.provider_id = provider AND t.external_id = transaction_id;
  RETURN jsonb_build_object('answer', reply);
END $$;
