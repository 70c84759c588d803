CREATE OR REPLACE FUNCTION wallet_rollback(
  provider uuid, provider_code text, transaction_id text, player uuid, original_transaction text,
  external_game text, external_round text, at timestamptz, request_fingerprint text, wagers_shard integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  bet record;
  already_undone boolean;
  found_round record;
  undo_currency text;
  cash record;
  wagers_account uuid;
  entry uuid;
  balance bigint;
BEGIN
  SELECT * INTO opened FROM wallet_begin_call(provider, transaction_id, request_fingerprint, player,
    NULL, external_game);
  IF opened.early_reply IS NOT NULL THEN RETURN opened.early_reply; END IF;

  SELECT t.kind, t.player_id, t.external_round_id, t.amount, t.bonus_amount, t.currency INTO bet
    FROM provider_transactions t WHERE t.provider_id = provider AND t.external_id = original_transaction;
  already_undone := EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider_id = provider
    AND t.original_external_id = original_transaction AND t.kind = 'rollback');
  IF bet.kind IS NOT NULL AND (bet.kind <> 'bet' OR bet.player_id <> player
      OR bet.external_round_id <> external_round) THEN
    RETURN jsonb_build_object('error', 'bet_not_found');
  END IF;
  SELECT r.id, r.player_id, r.game_id, r.status, r.currency, r.win, r.bonus_grant_id, r.free_round_grant_id
    INTO found_round FROM game_rounds r
    WHERE r.provider_id = provider AND r.external_round_id = external_round;
  IF found_round.id IS NOT NULL AND (found_round.player_id <> player OR found_round.game_id <> opened.game_id) THEN
    RETURN jsonb_build_object('error', 'bet_not_found');
  END IF;
  undo_currency := coalesce(bet.currency, found_round.currency, opened.home_currency);
  SELECT a.id, a.balance INTO cash FROM ledger_accounts a WHERE a.owner_kind = 'player'
    AND a.owner_id = player AND a.currency = undo_currency AND a.kind = 'player_cash';
  -- Bonus money, free rounds and accounts never opened: the TypeScript path handles those.
  IF cash.id IS NULL OR coalesce(bet.bonus_amount, 0) > 0 OR found_round.bonus_grant_id IS NOT NULL
      OR found_round.free_round_grant_id IS NOT NULL OR EXISTS (SELECT 1 FROM ledger_accounts a
        WHERE a.owner_kind = 'player' AND a.owner_id = player AND a.kind = 'player_bonus' AND a.balance > 0) THEN
    RETURN jsonb_build_object('defer', true);
  END IF;

  IF bet.kind IS NULL OR already_undone THEN
    -- Nothing to undo (yet): a provider only learns balances of players it opened a session for.
    IF bet.kind IS NULL AND NOT EXISTS (SELECT 1 FROM provider_players pp
        WHERE pp.player_id = player AND pp.provider_id = provider) THEN
      RETURN jsonb_build_object('error', 'player_not_found');
    END IF;
    RETURN jsonb_build_object('answer', wallet_record_answer(provider, transaction_id, 'rollback', player,
      external_round, found_round.id, 0, undo_currency, request_fingerprint, NULL, original_transaction,
      cash.balance, at, false));
  END IF;
  IF found_round.status = 'closed' THEN RETURN jsonb_build_object('error', 'round_closed'); END IF;
  -- Undoing a stake whose round already paid would refund the stake and keep the win.
  IF found_round.win > 0 THEN RETURN jsonb_build_object('error', 'round_has_win'); END IF;

  balance := cash.balance;
  IF bet.amount > 0 THEN
    SELECT a.id INTO wagers_account FROM ledger_accounts a WHERE a.owner_kind = 'house'
      AND a.owner_id IS NULL AND a.kind = 'house_game_wagers' AND a.currency = undo_currency
      AND a.shard = wagers_shard;
    IF wagers_account IS NULL THEN RETURN jsonb_build_object('defer', true); END IF;
    SELECT posted.entry_id, (posted.balances->>cash.id::text)::bigint INTO entry, balance
    FROM wallet_post_entry('game_rollback', 'game:' || provider_code || ':' || transaction_id,
      jsonb_build_array(jsonb_build_object('account', cash.id, 'amount', bet.amount),
        jsonb_build_object('account', wagers_account, 'amount', -bet.amount)),
      undo_currency,
      jsonb_build_object('provider', provider_code, 'transactionId', transaction_id,
        'roundId', external_round, 'gameId', opened.game_id, 'originalTransactionId', original_transaction),
      'game.rollback',
      jsonb_build_object('playerId', player, 'gameId', opened.game_id, 'category', opened.game_category,
        'provider', provider_code, 'roundId', found_round.id, 'externalRoundId', external_round,
        'transactionId', transaction_id, 'stake', (-bet.amount)::text, 'win', '0',
        'currency', undo_currency, 'houseEdgeBasisPoints', 10000 - opened.game_rtp_basis_points,
        'originalTransactionId', original_transaction),
      at) AS posted;
  END IF;
  IF found_round.id IS NOT NULL THEN
    UPDATE game_rounds SET stake = greatest(stake - bet.amount, 0), balance_after = balance,
        status = 'rolled_back', ended_at = at
      WHERE id = found_round.id;
  END IF;
  RETURN jsonb_build_object('answer', wallet_record_answer(provider, transaction_id, 'rollback', player,
    external_round, found_round.id, bet.amount, undo_currency, request_fingerprint, entry,
    original_transaction, balance, at));
END $$;
