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

-- The start every stored wallet call shares (bet, win, rollback, adjust): the player locked with the
-- accounts of wallet_lock_player, a transaction id seen before answered again (wallet_replay), and the
-- provider's game found. early_reply is what the call answers at once when one of those ends it:
-- player_not_found, the replay (or idempotency_conflict), or game_not_found. A disabled game is found;
-- each call decides whether it may still play it.
CREATE OR REPLACE FUNCTION wallet_begin_call(
  provider uuid, transaction_id text, request_fingerprint text, player uuid, account_currency text,
  external_game text, OUT early_reply jsonb, OUT home_currency text, OUT self_excluded_until timestamptz,
  OUT cash_id uuid, OUT cash_balance bigint, OUT bonus_id uuid, OUT bonus_balance bigint,
  OUT game_id uuid, OUT game_category text, OUT game_enabled boolean, OUT game_is_jackpot boolean,
  OUT game_max_win_multiplier integer, OUT game_rtp_basis_points integer
)
LANGUAGE plpgsql AS $$
DECLARE
  locked record;
BEGIN
  SELECT * INTO locked FROM wallet_lock_player(player, account_currency);
  IF NOT locked.is_player THEN
    early_reply := jsonb_build_object('error', 'player_not_found');
    RETURN;
  END IF;
  home_currency := locked.home_currency;
  self_excluded_until := locked.self_excluded_until;
  cash_id := locked.cash_id;
  cash_balance := locked.cash_balance;
  bonus_id := locked.bonus_id;
  bonus_balance := locked.bonus_balance;

  early_reply := wallet_replay(provider, transaction_id, request_fingerprint);
  IF early_reply IS NOT NULL THEN RETURN; END IF;

  SELECT g.id, g.category, g.enabled, g.is_jackpot, g.max_win_multiplier, g.rtp_basis_points
    INTO game_id, game_category, game_enabled, game_is_jackpot, game_max_win_multiplier,
      game_rtp_basis_points
    FROM games g WHERE g.provider_id = provider AND g.external_id = external_game;
  IF NOT FOUND THEN early_reply := jsonb_build_object('error', 'game_not_found'); END IF;
END $$;
