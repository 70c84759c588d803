-- Ledger guards that drizzle-kit cannot express. The code enforces the same rules; these make the
-- database refuse a broken journal even from raw SQL, a bug in a later module, or a manual fix.

-- An entry must have two or more postings that sum to zero per currency. Checked at COMMIT (deferred)
-- because an entry and its postings are inserted by separate statements of one transaction.
CREATE OR REPLACE FUNCTION ledger_assert_entry_balanced(target uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  posting_count integer;
  unbalanced_currency text;
BEGIN
  SELECT count(*),
         (SELECT u.currency FROM (
            SELECT p2.currency FROM ledger_postings p2 WHERE p2.entry_id = target
            GROUP BY p2.currency HAVING sum(p2.amount) <> 0 LIMIT 1) u)
    INTO posting_count, unbalanced_currency
    FROM ledger_postings p WHERE p.entry_id = target;
  IF posting_count < 2 THEN
    RAISE EXCEPTION 'ledger entry % has % posting(s), it needs two or more', target, posting_count
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
  IF unbalanced_currency IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % does not sum to zero in %', target, unbalanced_currency
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entry_balanced';
  END IF;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_entries_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_entry_balanced(NEW.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_postings_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_assert_entry_balanced(NEW.entry_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The entry trigger catches an entry with no postings; the postings trigger catches postings added
-- later to an entry committed earlier.
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_check_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_balanced
  AFTER INSERT ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_check_balanced();
--> statement-breakpoint
-- The journal is append-only: corrections are reversing entries, never edits.
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is refused: the journal is append-only, post a reversing entry instead',
    TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_append_only
  BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate
  BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
