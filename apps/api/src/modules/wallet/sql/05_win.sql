CREATE OR REPLACE FUNCTION wallet_win(
  provider uuid, provider_code text, transaction_id text, player uuid, win_currency text,
  external_game text, external_round text, amount bigint, jackpot bigint, round_closed boolean,
  at timestamptz, request_fingerprint text, wagers_account uuid, default_max_win_multiplier integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  opened record;
  found_round record;
  refusal jsonb;
  grant_row record;
  is_live boolean;
  share bigint;
  paid bigint;
  balances jsonb;
  balance bigint;
  entry uuid;
  extra jsonb;
BEGIN
  -- Disabled games still settle: a round started before the game left the catalogue is paid.
  SELECT * INTO opened FROM wallet_begin_call(provider, transaction_id, request_fingerprint, player,
    win_currency, external_game);
  IF opened.early_reply IS NOT NULL THEN RETURN opened.early_reply; END IF;

  SELECT r.id, r.player_id, r.game_id, r.status, r.currency, r.stake, r.win, r.jackpot_win,
         r.bonus_stake, r.bonus_grant_id, r.free_round_grant_id
    INTO found_round FROM game_rounds r
    WHERE r.provider_id = provider AND r.external_round_id = external_round;
  IF NOT FOUND OR found_round.player_id <> player OR found_round.game_id <> opened.game_id THEN
    RETURN jsonb_build_object('error', 'bet_not_found');
  END IF;
  IF found_round.status = 'rolled_back' THEN RETURN jsonb_build_object('error', 'transaction_rolled_back'); END IF;
  IF found_round.status = 'closed' THEN RETURN jsonb_build_object('error', 'round_closed'); END IF;
  IF found_round.currency <> win_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  -- Free rounds follow rules of their own: the TypeScript path pays those.
  IF found_round.free_round_grant_id IS NOT NULL OR opened.cash_id IS NULL THEN
    RETURN jsonb_build_object('defer', true);
  END IF;

  -- The round's wins together stay within its stakes times the game's maximum (max-win.ts).
  refusal := wallet_win_refusal(opened.game_is_jackpot, opened.game_max_win_multiplier, found_round.stake, found_round.win,
    found_round.jackpot_win, amount, jackpot, default_max_win_multiplier);
  IF refusal IS NOT NULL THEN RETURN refusal; END IF;

  -- The bonus-funded part of the win follows the round's split (rounded up: no fraction of a minor
  -- unit becomes cash) back to bonus money while the bonus it was staked from is still wagered; a bonus
  -- that has ended since keeps nothing of it (bonus-money.ts, bonusShareOf in the rules).
  SELECT g.id, g.points, g.points_needed INTO grant_row FROM bonus_grants g
    WHERE g.player_id = player AND g.status = 'active' AND g.currency = win_currency
    FOR UPDATE;
  is_live := grant_row.id IS NOT NULL AND grant_row.id = found_round.bonus_grant_id
    AND opened.bonus_id IS NOT NULL;
  IF found_round.bonus_grant_id IS NOT NULL AND grant_row.id = found_round.bonus_grant_id AND NOT is_live THEN
    RETURN jsonb_build_object('defer', true);
  END IF;
  share := wallet_bonus_share(amount, found_round.stake, found_round.bonus_stake);
  paid := CASE WHEN is_live THEN amount ELSE amount - share END;
  -- A round that closes its bonus wagered through (or spent) converts it (or ends it): that rare call
  -- takes the TypeScript path, where the conversion lives.
  IF round_closed AND is_live AND (grant_row.points >= grant_row.points_needed
      OR opened.bonus_balance + share = 0) AND NOT EXISTS (SELECT 1 FROM game_rounds r
        WHERE r.bonus_grant_id = grant_row.id AND r.status = 'open' AND r.id <> found_round.id) THEN
    RETURN jsonb_build_object('defer', true);
  END IF;

  extra := jsonb_build_object('roundClosed', round_closed)
    || CASE WHEN jackpot > 0 THEN jsonb_build_object('jackpot', jackpot::text) ELSE '{}'::jsonb END
    || CASE WHEN share > 0 THEN jsonb_build_object('bonusWin', share::text) ELSE '{}'::jsonb END
    || CASE WHEN share > 0 AND NOT is_live THEN jsonb_build_object('bonusWinKept', 'bonus_ended')
       ELSE '{}'::jsonb END;
  balances := '{}'::jsonb;
  IF paid > 0 THEN
    SELECT posted.entry_id, posted.balances INTO entry, balances
    FROM wallet_post_entry('game_win', 'game:' || provider_code || ':' || transaction_id,
      jsonb_build_array(jsonb_build_object('account', opened.cash_id, 'amount', amount - share),
        jsonb_build_object('account', opened.bonus_id, 'amount', CASE WHEN is_live THEN share ELSE 0 END),
        jsonb_build_object('account', wagers_account, 'amount', -paid)),
      win_currency,
      jsonb_build_object('provider', provider_code, 'transactionId', transaction_id,
        'roundId', external_round, 'gameId', opened.game_id) || extra,
      'game.win',
      jsonb_build_object('playerId', player, 'gameId', opened.game_id, 'category', opened.game_category,
        'provider', provider_code, 'roundId', found_round.id, 'externalRoundId', external_round,
        'transactionId', transaction_id, 'stake', found_round.stake::text, 'win', amount::text,
        'currency', win_currency, 'houseEdgeBasisPoints', 10000 - opened.game_rtp_basis_points) || extra,
      at) AS posted;
  END IF;
  balance := coalesce((balances->>opened.cash_id::text)::bigint, opened.cash_balance)
    + coalesce((balances->>opened.bonus_id::text)::bigint, opened.bonus_balance);

  UPDATE game_rounds SET win = win + amount, jackpot_win = jackpot_win + jackpot, balance_after = balance,
      status = CASE WHEN round_closed THEN 'closed' ELSE status END,
      ended_at = CASE WHEN round_closed THEN at ELSE ended_at END
    WHERE id = found_round.id;

  RETURN jsonb_build_object('answer', wallet_record_answer(provider, transaction_id, 'win', player,
    external_round, found_round.id, amount, win_currency, request_fingerprint, entry, NULL, balance, at, true,
    share));
END $$;
