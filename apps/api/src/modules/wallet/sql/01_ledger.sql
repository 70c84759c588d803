-- The wallet's stored functions (docs/decisions/0006-wallet-in-stored-functions.md). Not a migration:
-- every file of this folder is applied, in file-name order, on every migrate, after the drizzle
-- migrations (CREATE OR REPLACE), so a change is reviewed as code and reaches every database.
-- A function's arguments and result stay as they are once released: CREATE OR REPLACE cannot change
-- them (a new signature is a new function beside the old one); give a changed one a new name.

-- JSON with object keys sorted at every level (code-point order), the text ledger/fingerprint.ts
-- hashes: the ledger's fingerprint of an entry posted here equals the one postEntry would write.
-- A scalar is written as jsonb writes it (the same escaping as to_json); only objects and arrays
-- recurse, so an entry's fingerprint makes about 5 calls rather than one per value (issue 32).
CREATE OR REPLACE FUNCTION wallet_canonical_json(value jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  kind text := jsonb_typeof(value);
  result text;
BEGIN
  IF kind = 'object' THEN
    SELECT '{' || coalesce(string_agg(to_json(key)::text || ':' ||
             CASE WHEN jsonb_typeof(item) IN ('object', 'array') THEN wallet_canonical_json(item)
               ELSE item::text END, ',' ORDER BY key COLLATE "C"), '') || '}'
      INTO result FROM jsonb_each(value) AS pairs(key, item);
    RETURN result;
  ELSIF kind = 'array' THEN
    SELECT '[' || coalesce(string_agg(
             CASE WHEN jsonb_typeof(item) IN ('object', 'array') THEN wallet_canonical_json(item)
               ELSE item::text END, ',' ORDER BY position), '') || ']'
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
