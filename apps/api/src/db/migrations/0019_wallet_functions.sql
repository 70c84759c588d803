-- The seamless wallet's bet and win in one round trip each (issue 18). Each function does, under the
-- player's row lock, what apps/api/src/modules/games/provider-wallet/place-bet.ts and settle-win.ts
-- do in a dozen statements: idempotency, session, checks, the ledger entry with its postings and
-- outbox event, the round and the recorded answer. They answer a JSON object: {"answer": ...} for a
-- done (or replayed) call, {"error": code, "data": ...} for a refusal (nothing written), or
-- {"defer": true} when the call needs what only the TypeScript path does (a win that converts a bonus,
-- a rollback of a bonus-funded bet, a free round, an account never opened); the caller then runs that
-- path in a transaction of its own. Bets and wins while a bonus is wagered are done here: the split
-- (cash first), the maximum bet, the wagering count and the win's bonus share, as bonus-money.ts does.
-- Refusal order and result codes are the TypeScript path's, so the protocol tests hold for both.

-- JSON with object keys sorted at every level (code-point order), the text ledger/fingerprint.ts
-- hashes: the ledger's fingerprint of an entry posted here equals the one postEntry would write.
CREATE OR REPLACE FUNCTION wallet_canonical_json(value jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  kind text := jsonb_typeof(value);
  result text;
BEGIN
  IF kind = 'object' THEN
    SELECT '{' || coalesce(string_agg(to_json(key)::text || ':' || wallet_canonical_json(item), ','
             ORDER BY key COLLATE "C"), '') || '}'
      INTO result FROM jsonb_each(value) AS pairs(key, item);
    RETURN result;
  ELSIF kind = 'array' THEN
    SELECT '[' || coalesce(string_agg(wallet_canonical_json(item), ',' ORDER BY position), '') || ']'
      INTO result FROM jsonb_array_elements(value) WITH ORDINALITY AS items(item, position);
    RETURN result;
  ELSIF kind = 'string' THEN
    RETURN to_json(value #>> '{}')::text;
  END IF;
  RETURN value::text;
END $$;
--> statement-breakpoint

-- One balanced game entry: the entry keyed on the provider's transaction, its outbox event, and one
-- posting per line ({"account": id, "amount": signed minor units}; zero lines left out, as the ledger
-- refuses them) in account-id order, the lock order every ledger writer keeps. Answers the entry and
-- each touched account's balance after it ({account id: balance}). The caller holds the player lock
-- and has checked the player's accounts cover the debits.
CREATE OR REPLACE FUNCTION wallet_post_entry(
  entry_kind text, idempotency_key text, lines jsonb, entry_currency text, metadata jsonb,
  event_topic text, event jsonb, at timestamptz, OUT entry_id uuid, OUT balances jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  line record;
  moved bigint;
BEGIN
  INSERT INTO ledger_entries (idempotency_key, kind, fingerprint, metadata, created_at)
  SELECT idempotency_key, entry_kind,
    encode(sha256(convert_to(wallet_canonical_json(jsonb_build_object('kind', entry_kind,
      'postings', jsonb_agg(jsonb_build_array(l.account, entry_currency, l.amount::text) ORDER BY l.account),
      'metadata', metadata)), 'UTF8')), 'hex'),
    metadata, at
  FROM jsonb_to_recordset(lines) AS l(account uuid, amount bigint) WHERE l.amount <> 0
  RETURNING id INTO entry_id;
  INSERT INTO outbox_events (topic, payload, entry_id, created_at) VALUES (event_topic, event, entry_id, at);
  balances := '{}'::jsonb;
  FOR line IN SELECT l.account, l.amount FROM jsonb_to_recordset(lines) AS l(account uuid, amount bigint)
      WHERE l.amount <> 0 ORDER BY l.account LOOP
    UPDATE ledger_accounts SET balance = balance + line.amount
      WHERE id = line.account AND currency = entry_currency
      RETURNING balance INTO moved;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'no ledger account % in %', line.account, entry_currency;
    END IF;
    INSERT INTO ledger_postings (entry_id, account_id, amount, currency, balance_after)
    VALUES (entry_id, line.account, line.amount, entry_currency, moved);
    balances := balances || jsonb_build_object(line.account::text, moved);
  END LOOP;
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION wallet_record_answer(
  provider uuid, transaction_id text, transaction_kind text, player uuid, external_round text,
  round uuid, amount bigint, answer_currency text, request_fingerprint text, entry uuid,
  original_transaction text, balance bigint, at timestamptz, has_movement boolean DEFAULT true,
  bonus_amount bigint DEFAULT 0
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  id uuid := gen_random_uuid();
  -- A rollback that found no bet answers no platform id.
  answer jsonb := jsonb_build_object('balance', balance::text, 'currency', answer_currency,
    'transactionId', transaction_id, 'platformTransactionId', CASE WHEN has_movement THEN id::text END);
BEGIN
  INSERT INTO provider_transactions (id, provider_id, external_id, kind, player_id, external_round_id,
    round_id, amount, bonus_amount, currency, fingerprint, ledger_entry_id, answer, original_external_id,
    created_at)
  VALUES (id, provider, transaction_id, transaction_kind, player, external_round, round, amount, bonus_amount,
    answer_currency, request_fingerprint, entry, answer, original_transaction, at);
  RETURN answer;
END $$;
--> statement-breakpoint

-- The player locked for the rest of the call (every wallet call of a player then runs one after the
-- other), and the player's cash and bonus accounts in a currency. The lock first, the balances after
-- it: a statement that waited for the lock reads the rows it joined as they were when it began, so
-- the accounts are read by a statement of their own. is_player is false for no such player.
CREATE OR REPLACE FUNCTION wallet_lock_player(
  player uuid, account_currency text, OUT is_player boolean, OUT home_currency text,
  OUT self_excluded_until timestamptz, OUT cash_id uuid, OUT cash_balance bigint, OUT bonus_id uuid,
  OUT bonus_balance bigint
)
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM players p WHERE p.id = player FOR NO KEY UPDATE;
  is_player := FOUND;
  IF NOT is_player THEN RETURN; END IF;
  SELECT p.currency, p.self_excluded_until, cash.id, cash.balance, bonus.id, coalesce(bonus.balance, 0)
    INTO home_currency, self_excluded_until, cash_id, cash_balance, bonus_id, bonus_balance
    FROM players p
    LEFT JOIN ledger_accounts cash ON cash.owner_kind = 'player' AND cash.owner_id = p.id
      AND cash.currency = account_currency AND cash.kind = 'player_cash'
    LEFT JOIN ledger_accounts bonus ON bonus.owner_kind = 'player' AND bonus.owner_id = p.id
      AND bonus.currency = account_currency AND bonus.kind = 'player_bonus'
    WHERE p.id = player;
END $$;
--> statement-breakpoint

-- A transaction id seen before: its first answer again, or idempotency_conflict when the request
-- differs; null for a new one.
CREATE OR REPLACE FUNCTION wallet_replay(provider uuid, transaction_id text, request_fingerprint text)
RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  previous record;
BEGIN
  SELECT t.fingerprint, t.answer INTO previous FROM provider_transactions t
    WHERE t.provider_id = provider AND t.external_id = transaction_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF previous.fingerprint <> request_fingerprint THEN
    RETURN jsonb_build_object('error', 'idempotency_conflict');
  END IF;
  RETURN jsonb_build_object('answer', previous.answer, 'replayed', true);
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION wallet_bet(
  provider uuid, provider_code text, transaction_id text, player uuid, bet_currency text,
  external_game text, external_round text, amount bigint, session_token_hash text, at timestamptz,
  request_fingerprint text, wagers_account uuid, idle_ms bigint, touch_ms bigint
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  locked record;
  replayed jsonb;
  game record;
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
BEGIN
  SELECT * INTO locked FROM wallet_lock_player(player, bet_currency);
  IF NOT locked.is_player THEN RETURN jsonb_build_object('error', 'player_not_found'); END IF;

  replayed := wallet_replay(provider, transaction_id, request_fingerprint);
  IF replayed IS NOT NULL THEN RETURN replayed; END IF;

  SELECT g.id, g.category, g.enabled, g.rtp_basis_points INTO game FROM games g
    WHERE g.provider_id = provider AND g.external_id = external_game;
  IF NOT FOUND OR NOT game.enabled THEN RETURN jsonb_build_object('error', 'game_not_found'); END IF;
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
  IF NOT FOUND OR live.player_id <> player OR live.provider_id <> provider OR live.game_id <> game.id THEN
    RETURN jsonb_build_object('error', 'game_session_invalid');
  END IF;
  IF live.currency <> bet_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  IF locked.self_excluded_until IS NOT NULL AND locked.self_excluded_until > at THEN
    RETURN jsonb_build_object('error', 'account_self_excluded',
      'data', jsonb_build_object('until', locked.self_excluded_until));
  END IF;
  IF live.reality_check_due THEN RETURN jsonb_build_object('error', 'reality_check_required'); END IF;

  SELECT r.id, r.player_id, r.game_id, r.status, r.currency INTO found_round FROM game_rounds r
    WHERE r.provider_id = provider AND r.external_round_id = external_round;
  IF FOUND THEN
    IF found_round.player_id <> player OR found_round.game_id <> game.id THEN
      RETURN jsonb_build_object('error', 'validation_error');
    END IF;
    IF found_round.status = 'rolled_back' THEN RETURN jsonb_build_object('error', 'transaction_rolled_back'); END IF;
    IF found_round.status = 'closed' THEN RETURN jsonb_build_object('error', 'round_closed'); END IF;
    IF found_round.currency <> bet_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  END IF;

  -- Real money first, then the bonus being wagered (bonuses/bonus-money.ts): its maximum bet holds,
  -- and the whole stake counts towards its wagering at the game's contribution.
  SELECT g.id, g.terms INTO grant_row FROM bonus_grants g
    WHERE g.player_id = player AND g.status = 'active' AND g.currency = bet_currency
    FOR UPDATE;
  IF (grant_row.id IS NULL AND locked.bonus_balance > 0) OR (grant_row.id IS NOT NULL AND
      (locked.cash_id IS NULL OR locked.bonus_id IS NULL)) THEN
    -- Bonus money without a wagered bonus, or accounts never opened: the TypeScript path sorts it out.
    RETURN jsonb_build_object('defer', true);
  END IF;
  IF grant_row.id IS NOT NULL AND grant_row.terms->>'maxBetMinor' IS NOT NULL
      AND amount > (grant_row.terms->>'maxBetMinor')::bigint THEN
    RETURN jsonb_build_object('error', 'bonus_max_bet_exceeded',
      'data', jsonb_build_object('maxBet', grant_row.terms->>'maxBetMinor'));
  END IF;
  cash_part := least(amount, greatest(coalesce(locked.cash_balance, 0), 0));
  bonus_part := amount - cash_part;
  IF locked.cash_id IS NULL OR bonus_part > (CASE WHEN grant_row.id IS NULL THEN 0 ELSE locked.bonus_balance END) THEN
    RETURN jsonb_build_object('error', 'insufficient_funds',
      'data', jsonb_build_object('balance', (coalesce(locked.cash_balance, 0) + locked.bonus_balance)::text));
  END IF;

  round_id := coalesce(found_round.id, gen_random_uuid());
  -- The event's stake is the cash part: bonus-funded stake earns no CP and wins no competition.
  extra := CASE WHEN grant_row.id IS NULL THEN '{}'::jsonb
    ELSE jsonb_build_object('bonusStake', bonus_part::text, 'bonusGrantId', grant_row.id) END;
  SELECT posted.entry_id, posted.balances INTO entry, balances FROM wallet_post_entry('game_bet',
    'game:' || provider_code || ':' || transaction_id,
    jsonb_build_array(jsonb_build_object('account', locked.cash_id, 'amount', -cash_part),
      jsonb_build_object('account', locked.bonus_id, 'amount', -bonus_part),
      jsonb_build_object('account', wagers_account, 'amount', amount)),
    bet_currency,
    jsonb_build_object('provider', provider_code, 'transactionId', transaction_id,
      'roundId', external_round, 'gameId', game.id) || extra,
    'game.bet',
    jsonb_build_object('playerId', player, 'gameId', game.id, 'category', game.category,
      'provider', provider_code, 'roundId', round_id, 'externalRoundId', external_round,
      'transactionId', transaction_id, 'stake', cash_part::text, 'win', '0', 'currency', bet_currency,
      'houseEdgeBasisPoints', 10000 - game.rtp_basis_points) || extra,
    at) AS posted;
  balance := coalesce((balances->>locked.cash_id::text)::bigint, locked.cash_balance)
    + coalesce((balances->>locked.bonus_id::text)::bigint, locked.bonus_balance);

  IF found_round.id IS NOT NULL THEN
    UPDATE game_rounds SET stake = stake + amount, bonus_stake = bonus_stake + bonus_part,
        bonus_grant_id = coalesce(grant_row.id, bonus_grant_id), balance_after = balance
      WHERE id = found_round.id;
  ELSE
    INSERT INTO game_rounds (id, provider_id, external_round_id, player_id, game_id, currency, stake,
      bonus_stake, bonus_grant_id, balance_before, balance_after, status, started_at)
    VALUES (round_id, provider, external_round, player, game.id, bet_currency, amount, bonus_part,
      grant_row.id, balance + amount, balance, 'open', at);
  END IF;

  IF grant_row.id IS NOT NULL THEN
    -- The game's own contribution, else its group's (wager-facts' product of its category), else 0.
    contribution := coalesce((grant_row.terms->'gameContributions'->>game.id::text)::integer,
      (grant_row.terms->'contributions'->>(CASE
        WHEN game.category IN ('live-casino', 'table') THEN 'live-casino-and-tables'
        WHEN game.category IN ('game-shows', 'crash-and-fast') THEN game.category
        ELSE 'slots' END))::integer, 0);
    INSERT INTO bonus_wagers (grant_id, source_key, kind, round_id, external_round_id, game_id, stake_minor,
      bonus_stake_minor, contribution_percent, points, created_at)
    VALUES (grant_row.id, 'game:' || provider_code || ':' || transaction_id, 'bet', round_id, external_round,
      game.id, amount, bonus_part, contribution, amount * contribution, at);
    IF contribution <> 0 THEN
      UPDATE bonus_grants SET points = greatest(points + amount * contribution, 0), updated_at = at
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
--> statement-breakpoint

CREATE OR REPLACE FUNCTION wallet_win(
  provider uuid, provider_code text, transaction_id text, player uuid, win_currency text,
  external_game text, external_round text, amount bigint, jackpot bigint, round_closed boolean,
  at timestamptz, request_fingerprint text, wagers_account uuid, default_max_win_multiplier integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  locked record;
  replayed jsonb;
  game record;
  found_round record;
  cap bigint;
  grant_row record;
  is_live boolean;
  share bigint;
  paid bigint;
  balances jsonb;
  balance bigint;
  entry uuid;
  extra jsonb;
BEGIN
  SELECT * INTO locked FROM wallet_lock_player(player, win_currency);
  IF NOT locked.is_player THEN RETURN jsonb_build_object('error', 'player_not_found'); END IF;

  replayed := wallet_replay(provider, transaction_id, request_fingerprint);
  IF replayed IS NOT NULL THEN RETURN replayed; END IF;

  -- Disabled games still settle: a round started before the game left the catalogue is paid.
  SELECT g.id, g.category, g.is_jackpot, g.max_win_multiplier, g.rtp_basis_points INTO game FROM games g
    WHERE g.provider_id = provider AND g.external_id = external_game;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'game_not_found'); END IF;

  SELECT r.id, r.player_id, r.game_id, r.status, r.currency, r.stake, r.win, r.jackpot_win,
         r.bonus_stake, r.bonus_grant_id, r.free_round_grant_id
    INTO found_round FROM game_rounds r
    WHERE r.provider_id = provider AND r.external_round_id = external_round;
  IF NOT FOUND OR found_round.player_id <> player OR found_round.game_id <> game.id THEN
    RETURN jsonb_build_object('error', 'bet_not_found');
  END IF;
  IF found_round.status = 'rolled_back' THEN RETURN jsonb_build_object('error', 'transaction_rolled_back'); END IF;
  IF found_round.status = 'closed' THEN RETURN jsonb_build_object('error', 'round_closed'); END IF;
  IF found_round.currency <> win_currency THEN RETURN jsonb_build_object('error', 'currency_mismatch'); END IF;
  -- Free rounds follow rules of their own: the TypeScript path pays those.
  IF found_round.free_round_grant_id IS NOT NULL OR locked.cash_id IS NULL THEN
    RETURN jsonb_build_object('defer', true);
  END IF;

  -- The round's wins together stay within its stakes times the game's maximum (max-win.ts).
  IF jackpot > amount THEN RETURN jsonb_build_object('error', 'validation_error'); END IF;
  IF jackpot > 0 AND (NOT game.is_jackpot OR found_round.jackpot_win > 0) THEN
    RETURN jsonb_build_object('error', 'win_exceeds_maximum');
  END IF;
  cap := found_round.stake * coalesce(game.max_win_multiplier, default_max_win_multiplier);
  IF found_round.win - found_round.jackpot_win + (amount - jackpot) > cap THEN
    RETURN jsonb_build_object('error', 'win_exceeds_maximum', 'data', jsonb_build_object('maxWin', cap::text));
  END IF;

  -- The bonus-funded part of the win follows the round's split (rounded up: no fraction of a minor
  -- unit becomes cash) back to bonus money while the bonus it was staked from is still wagered; a bonus
  -- that has ended since keeps nothing of it (bonus-money.ts, bonusShareOf in the rules).
  SELECT g.id, g.points, g.points_needed INTO grant_row FROM bonus_grants g
    WHERE g.player_id = player AND g.status = 'active' AND g.currency = win_currency
    FOR UPDATE;
  is_live := grant_row.id IS NOT NULL AND grant_row.id = found_round.bonus_grant_id
    AND locked.bonus_id IS NOT NULL;
  IF found_round.bonus_grant_id IS NOT NULL AND grant_row.id = found_round.bonus_grant_id AND NOT is_live THEN
    RETURN jsonb_build_object('defer', true);
  END IF;
  share := CASE
    WHEN amount <= 0 OR found_round.bonus_stake <= 0 OR found_round.stake <= 0 THEN 0
    WHEN found_round.bonus_stake >= found_round.stake THEN amount
    ELSE (amount * found_round.bonus_stake + found_round.stake - 1) / found_round.stake END;
  paid := CASE WHEN is_live THEN amount ELSE amount - share END;
  -- A round that closes its bonus wagered through (or spent) converts it (or ends it): that rare call
  -- takes the TypeScript path, where the conversion lives.
  IF round_closed AND is_live AND (grant_row.points >= grant_row.points_needed
      OR locked.bonus_balance + share = 0) AND NOT EXISTS (SELECT 1 FROM game_rounds r
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
      jsonb_build_array(jsonb_build_object('account', locked.cash_id, 'amount', amount - share),
        jsonb_build_object('account', locked.bonus_id, 'amount', CASE WHEN is_live THEN share ELSE 0 END),
        jsonb_build_object('account', wagers_account, 'amount', -paid)),
      win_currency,
      jsonb_build_object('provider', provider_code, 'transactionId', transaction_id,
        'roundId', external_round, 'gameId', game.id) || extra,
      'game.win',
      jsonb_build_object('playerId', player, 'gameId', game.id, 'category', game.category,
        'provider', provider_code, 'roundId', found_round.id, 'externalRoundId', external_round,
        'transactionId', transaction_id, 'stake', found_round.stake::text, 'win', amount::text,
        'currency', win_currency, 'houseEdgeBasisPoints', 10000 - game.rtp_basis_points) || extra,
      at) AS posted;
  END IF;
  balance := coalesce((balances->>locked.cash_id::text)::bigint, locked.cash_balance)
    + coalesce((balances->>locked.bonus_id::text)::bigint, locked.bonus_balance);

  UPDATE game_rounds SET win = win + amount, jackpot_win = jackpot_win + jackpot, balance_after = balance,
      status = CASE WHEN round_closed THEN 'closed' ELSE status END,
      ended_at = CASE WHEN round_closed THEN at ELSE ended_at END
    WHERE id = found_round.id;

  RETURN jsonb_build_object('answer', wallet_record_answer(provider, transaction_id, 'win', player,
    external_round, found_round.id, amount, win_currency, request_fingerprint, entry, NULL, balance, at, true,
    share));
END $$;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION wallet_rollback(
  provider uuid, provider_code text, transaction_id text, player uuid, original_transaction text,
  external_game text, external_round text, at timestamptz, request_fingerprint text, wagers_shard integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  locked record;
  replayed jsonb;
  game record;
  bet record;
  already_undone boolean;
  found_round record;
  undo_currency text;
  cash record;
  wagers_account uuid;
  entry uuid;
  balance bigint;
BEGIN
  SELECT * INTO locked FROM wallet_lock_player(player, NULL);
  IF NOT locked.is_player THEN RETURN jsonb_build_object('error', 'player_not_found'); END IF;

  replayed := wallet_replay(provider, transaction_id, request_fingerprint);
  IF replayed IS NOT NULL THEN RETURN replayed; END IF;

  SELECT g.id, g.category, g.rtp_basis_points INTO game FROM games g
    WHERE g.provider_id = provider AND g.external_id = external_game;
  IF NOT FOUND THEN RETURN jsonb_build_object('error', 'game_not_found'); END IF;

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
  IF found_round.id IS NOT NULL AND (found_round.player_id <> player OR found_round.game_id <> game.id) THEN
    RETURN jsonb_build_object('error', 'bet_not_found');
  END IF;
  undo_currency := coalesce(bet.currency, found_round.currency, locked.home_currency);
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
        'roundId', external_round, 'gameId', game.id, 'originalTransactionId', original_transaction),
      'game.rollback',
      jsonb_build_object('playerId', player, 'gameId', game.id, 'category', game.category,
        'provider', provider_code, 'roundId', found_round.id, 'externalRoundId', external_round,
        'transactionId', transaction_id, 'stake', (-bet.amount)::text, 'win', '0',
        'currency', undo_currency, 'houseEdgeBasisPoints', 10000 - game.rtp_basis_points,
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
