CREATE OR REPLACE FUNCTION wallet_bet(
  provider uuid, provider_code text, transaction_id text, player uuid, bet_currency text,
  external_game text, external_round text, amount bigint, session_token_hash text, at timestamptz,
  request_fingerprint text, wagers_account uuid, idle_ms bigint, touch_ms bigint
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  live record;
  found_round record;
  grant_row record;
  cash_part bigint;
  bonus_part bigint;
  contribution integer;
  extra jsonb;
  round_id uuid;
  entry uuid;
  balances jsonb;
  balance bigint;
  limit_refusal jsonb;
BEGIN
  SELECT * INTO opened FROM wallet_begin_call(provider, transaction_id, request_fingerprint, player,
    bet_currency, external_game);
  IF opened.early_reply IS NOT NULL THEN RETURN opened.early_reply; END IF;
  IF NOT opened.game_enabled THEN RETURN jsonb_build_object('error', 'game_not_found'); END IF;
  -- A rollback came first: the bet is refused and nothing moves.
  IF EXISTS (SELECT 1 FROM provider_transactions t WHERE t.provider_id = provider
      AND t.original_external_id = transaction_id AND t.kind = 'rollback') THEN
    RETURN jsonb_build_object('error', 'transaction_rolled_back');
  END IF;

  SELECT gs.player_id, gs.provider_id, gs.game_id, gs.currency, s.id AS session_id, s.last_seen_at,
         s.absolute_expires_at,
         (rc.interval_minutes IS NOT NULL AND at - greatest(s.created_at,
            coalesce(ack.acknowledged_at, s.created_at)) >= make_interval(mins => rc.interval_minutes))
           AS reality_check_due
    INTO live
    FROM game_sessions gs
    JOIN sessions s ON s.id = gs.player_session_id
    LEFT JOIN reality_check_settings rc ON rc.player_id = gs.player_id
    LEFT JOIN reality_check_acknowledgements ack ON ack.session_id = s.id
    WHERE gs.token_hash = session_token_hash
      AND at < gs.expires_at AND at < s.idle_expires_at AND at < s.absolute_expires_at;
  IF NOT FOUND OR live.player_id <> player OR live.provider_id <> provider OR live.game_id <> opened.game_id THEN
    RETURN jsonb_build_object('error', 'game_session_invalid');
  END IF;
  IF live.currency <> bet_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  IF opened.self_excluded_until IS NOT NULL AND opened.self_excluded_until > at THEN
    RETURN jsonb_build_object('error', 'account_self_excluded',
      'data', jsonb_build_object('until', opened.self_excluded_until));
  END IF;
  IF live.reality_check_due THEN RETURN jsonb_build_object('error', 'reality_check_required'); END IF;
  -- The player's loss, wager and session-time limits (08_play_limits.sql).
  limit_refusal := wallet_play_limit_refusal(player, bet_currency, amount, live.session_id, at);
  IF limit_refusal IS NOT NULL THEN RETURN limit_refusal; END IF;

  SELECT r.id, r.player_id, r.game_id, r.status, r.currency, r.stake INTO found_round FROM game_rounds r
    WHERE r.provider_id = provider AND r.external_round_id = external_round;
  IF FOUND THEN
    IF found_round.player_id <> player OR found_round.game_id <> opened.game_id THEN
      RETURN jsonb_build_object('error', 'validation_error');
    END IF;
    IF found_round.status = 'rolled_back' THEN RETURN jsonb_build_object('error', 'transaction_rolled_back'); END IF;
    IF found_round.status = 'closed' THEN RETURN jsonb_build_object('error', 'round_closed'); END IF;
    IF found_round.currency <> bet_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  END IF;

  -- Real money first, then the bonus being wagered (bonuses/bonus-money.ts): its maximum bet holds for
  -- the round's stakes together, and the whole stake counts towards its wagering at the game's
  -- contribution. Each rule is a function of 03_rules.sql, the twin of its TypeScript rule.
  SELECT g.id, g.terms INTO grant_row FROM bonus_grants g
    WHERE g.player_id = player AND g.status = 'active' AND g.currency = bet_currency
    FOR UPDATE;
  IF (grant_row.id IS NULL AND opened.bonus_balance > 0) OR (grant_row.id IS NOT NULL AND
      (opened.cash_id IS NULL OR opened.bonus_id IS NULL)) THEN
    -- Bonus money without a wagered bonus, or accounts never opened: the TypeScript path sorts it out.
    RETURN jsonb_build_object('defer', true);
  END IF;
  IF grant_row.id IS NOT NULL AND wallet_exceeds_max_bet(grant_row.terms->>'maxBetMinor',
      coalesce(found_round.stake, 0), amount) THEN
    RETURN jsonb_build_object('error', 'bonus_max_bet_exceeded',
      'data', jsonb_build_object('maxBet', grant_row.terms->>'maxBetMinor'));
  END IF;
  SELECT split.cash_part, split.bonus_part INTO cash_part, bonus_part FROM wallet_split_stake(amount,
    coalesce(opened.cash_balance, 0), CASE WHEN grant_row.id IS NULL THEN 0 ELSE opened.bonus_balance END) AS split;
  IF opened.cash_id IS NULL OR cash_part IS NULL THEN
    RETURN jsonb_build_object('error', 'insufficient_funds',
      'data', jsonb_build_object('balance', (coalesce(opened.cash_balance, 0) + opened.bonus_balance)::text));
  END IF;

  round_id := coalesce(found_round.id, gen_random_uuid());
  -- The event's stake is the cash part: bonus-funded stake earns no CP and wins no competition.
  extra := CASE WHEN grant_row.id IS NULL THEN '{}'::jsonb
    ELSE jsonb_build_object('bonusStake', bonus_part::text, 'bonusGrantId', grant_row.id) END;
  SELECT posted.entry_id, posted.balances INTO entry, balances FROM wallet_post_entry('game_bet',
    'game:' || provider_code || ':' || transaction_id,
    jsonb_build_array(jsonb_build_object('account', opened.cash_id, 'amount', -cash_part),
      jsonb_build_object('account', opened.bonus_id, 'amount', -bonus_part),
      jsonb_build_object('account', wagers_account, 'amount', amount)),
    bet_currency,
    jsonb_build_object('provider', provider_code, 'transactionId', transaction_id,
      'roundId', external_round, 'gameId', opened.game_id) || extra,
    'game.bet',
    jsonb_build_object('playerId', player, 'gameId', opened.game_id, 'category', opened.game_category,
      'provider', provider_code, 'roundId', round_id, 'externalRoundId', external_round,
      'transactionId', transaction_id, 'stake', cash_part::text, 'win', '0', 'currency', bet_currency,
      'houseEdgeBasisPoints', 10000 - opened.game_rtp_basis_points) || extra,
    at) AS posted;
  balance := coalesce((balances->>opened.cash_id::text)::bigint, opened.cash_balance)
    + coalesce((balances->>opened.bonus_id::text)::bigint, opened.bonus_balance);

  IF found_round.id IS NOT NULL THEN
    UPDATE game_rounds SET stake = stake + amount, bonus_stake = bonus_stake + bonus_part,
        bonus_grant_id = coalesce(grant_row.id, bonus_grant_id), balance_after = balance
      WHERE id = found_round.id;
  ELSE
    INSERT INTO game_rounds (id, provider_id, external_round_id, player_id, game_id, currency, stake,
      bonus_stake, bonus_grant_id, balance_before, balance_after, status, started_at)
    VALUES (round_id, provider, external_round, player, opened.game_id, bet_currency, amount, bonus_part,
      grant_row.id, balance + amount, balance, 'open', at);
  END IF;

  IF grant_row.id IS NOT NULL THEN
    contribution := wallet_contribution_percent(grant_row.terms, opened.game_id, opened.game_category);
    INSERT INTO bonus_wagers (grant_id, source_key, kind, round_id, external_round_id, game_id, stake_minor,
      bonus_stake_minor, contribution_percent, points, created_at)
    VALUES (grant_row.id, 'game:' || provider_code || ':' || transaction_id, 'bet', round_id, external_round,
      opened.game_id, amount, bonus_part, contribution, wallet_points_of_stake(amount, contribution), at);
    IF contribution <> 0 THEN
      UPDATE bonus_grants SET points = greatest(points + wallet_points_of_stake(amount, contribution), 0),
        updated_at = at
        WHERE id = grant_row.id;
    END IF;
  END IF;

  -- A bet is the player at play: it keeps the login session from idling out (a write a minute).
  IF at - live.last_seen_at >= touch_ms * interval '1 millisecond' THEN
    UPDATE sessions SET last_seen_at = at,
      idle_expires_at = least(at + idle_ms * interval '1 millisecond', absolute_expires_at)
      WHERE id = live.session_id;
  END IF;

  RETURN jsonb_build_object('answer', wallet_record_answer(provider, transaction_id, 'bet', player,
    external_round, round_id, amount, bet_currency, request_fingerprint, entry, NULL, balance, at, true,
    bonus_part));
END $$;
