-- The catalogue's version (issue 18, hot reads): one row whose number moves whenever a listed thing of
-- the catalogue really changes (a game inserted, changed or deleted; a provider's name, logo, enabled
-- flag or list hash changed). Every instance keys its in-memory catalogue pages and the catalogue's
-- ETags on it, so a change made through any instance (or by hand) reaches all of them.
CREATE TABLE "catalogue_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("id")
);--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (true, 1);--> statement-breakpoint
-- Statement-level with transition tables: a sync's upsert that changed nothing moves nothing.
CREATE OR REPLACE FUNCTION catalogue_bump_if_rows() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    UPDATE catalogue_state SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_bump_if_provider_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- A sync rewrites synced_at every time: only what a list shows counts.
  IF EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.code, n.name, n.logo, n.enabled, n.list_hash) IS DISTINCT FROM (o.code, o.name, o.logo, o.enabled, o.list_hash)
  ) THEN
    UPDATE catalogue_state SET version = version + 1 WHERE id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER games_catalogue_insert AFTER INSERT ON games
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_if_rows();--> statement-breakpoint
CREATE TRIGGER games_catalogue_update AFTER UPDATE ON games
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_if_rows();--> statement-breakpoint
CREATE TRIGGER games_catalogue_delete AFTER DELETE ON games
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_if_rows();--> statement-breakpoint
CREATE TRIGGER game_providers_catalogue_insert AFTER INSERT ON game_providers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_if_rows();--> statement-breakpoint
CREATE TRIGGER game_providers_catalogue_update AFTER UPDATE ON game_providers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_if_provider_changed();--> statement-breakpoint
CREATE TRIGGER game_providers_catalogue_delete AFTER DELETE ON game_providers
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_if_rows();--> statement-breakpoint
-- The default list (GET /games: listed, most popular first) read in index order, and the filters'.
CREATE INDEX "games_popularity_idx" ON "games" USING btree ("popularity" DESC, "search_title", "id") WHERE "enabled";
