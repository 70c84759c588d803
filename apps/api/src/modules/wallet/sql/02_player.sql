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
