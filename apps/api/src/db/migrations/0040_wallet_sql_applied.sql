-- The wallet's stored functions (modules/wallet/sql) are applied after the migrations whenever their
-- files changed (issue 32: re-applying them unchanged cost every start 1.5 s). One row: the SHA-256 of
-- the files applied last; an empty table applies them on the next migrate.
CREATE TABLE IF NOT EXISTS "wallet_sql_applied" (
	"id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"sha256" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
