-- Catalogue search through pg_trgm (issue 18, hot reads), the same on PostgreSQL and PGlite (which
-- loads the extension when it opens). A GIN trigram index on search_text (title and provider name,
-- lower case, accents folded) answers each word's `LIKE '%word%'` of a search; words under three
-- letters have no trigram and are read from the table. It replaces the hand-made trigram arrays.
-- A sync's new rows land in GIN's pending list, which every search reads through in full until it is
-- merged: the sync merges it itself (gin_clean_pending_list) when the catalogue changed, since PGlite
-- has no autovacuum to do it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "games_search_text_trgm_idx" ON "games" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "games_search_grams_idx";--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "search_grams";
