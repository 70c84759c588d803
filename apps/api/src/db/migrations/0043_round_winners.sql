-- Issue 32: closing a game round was never a HOT update, because indexes covered the columns the close
-- changes (status, win, ended_at). The home page's winners move to a small projection of their own,
-- written when a round closes with a win (the trigger is the wallet's SQL, round_winners_sync in
-- modules/wallet/sql/09_winners.sql) and pruned to the newest and the biggest wins per skin and currency.
CREATE TABLE "round_winners" (
	"round_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"skin_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "round_winners_latest_idx" ON "round_winners" USING btree ("ended_at" DESC, "round_id" DESC);--> statement-breakpoint
-- The winners already played, as the pruning keeps them: the newest 50 of each skin and currency, and
-- the biggest 50 of the last 30 days (the top winners' window).
INSERT INTO "round_winners" ("round_id", "skin_id", "player_id", "game_id", "currency", "stake", "win", "ended_at")
SELECT ranked.id, ranked.skin_id, ranked.player_id, ranked.game_id, ranked.currency, ranked.stake, ranked.win, ranked.ended_at
FROM (
	SELECT r.id, pl.skin_id, r.player_id, r.game_id, r.currency, r.stake, r.win, r.ended_at,
		row_number() OVER (PARTITION BY pl.skin_id, r.currency ORDER BY r.ended_at DESC, r.id DESC) AS newest,
		row_number() OVER (PARTITION BY pl.skin_id, r.currency
			ORDER BY r.ended_at >= now() - interval '30 days' DESC, r.win DESC, r.ended_at DESC, r.id DESC) AS biggest,
		r.ended_at >= now() - interval '30 days' AS recent
	FROM "game_rounds" r JOIN "players" pl ON pl.id = r.player_id
	WHERE r.status = 'closed' AND r.win > 0 AND r.ended_at IS NOT NULL
) ranked
WHERE ranked.newest <= 50 OR (ranked.recent AND ranked.biggest <= 50)
ORDER BY ranked.ended_at, ranked.id;--> statement-breakpoint
DROP INDEX "game_rounds_winners_idx";--> statement-breakpoint
-- The open rounds of a bonus: the index no longer names status, so a round that closes changes no
-- indexed column (the queries still say status = 'open'; a grant's rounds are few).
DROP INDEX "game_rounds_bonus_open_idx";--> statement-breakpoint
CREATE INDEX "game_rounds_bonus_grant_idx" ON "game_rounds" USING btree ("bonus_grant_id") WHERE "bonus_grant_id" IS NOT NULL;--> statement-breakpoint
-- Room on each page for the new version of a row a bet or a win updates, so it stays a HOT update.
ALTER TABLE "game_rounds" SET (fillfactor = 80);
