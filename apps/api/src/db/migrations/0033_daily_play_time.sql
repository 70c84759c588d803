-- Player protection (issue 33): a daily play-time limit, the minutes of all login sessions of the last
-- 24 hours together. A login session's row is deleted at log-out, so its span (login to last activity)
-- is kept here, written by a trigger whenever a player session starts or shows activity, whoever
-- writes it (the session plugin, the wallet's bet, a test).
ALTER TABLE "play_limits" DROP CONSTRAINT "play_limits_kind_period_check";--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_kind_period_check" CHECK (("kind" IN ('loss', 'wager') AND "period" IN ('day', 'week', 'month')) OR ("kind" = 'session' AND "period" IN ('session', 'day')));--> statement-breakpoint
CREATE TABLE "player_session_spans" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "player_session_spans_player_idx" ON "player_session_spans" USING btree ("player_id", "last_seen_at");
--> statement-breakpoint
CREATE FUNCTION "record_player_session_span"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."kind" = 'player' AND NEW."player_id" IS NOT NULL THEN
		INSERT INTO "player_session_spans" ("session_id", "player_id", "started_at", "last_seen_at")
			VALUES (NEW."id", NEW."player_id", NEW."created_at", NEW."last_seen_at")
			ON CONFLICT ("session_id") DO UPDATE
				SET "last_seen_at" = greatest("player_session_spans"."last_seen_at", EXCLUDED."last_seen_at");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_record_player_span" AFTER INSERT OR UPDATE OF "last_seen_at" ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "record_player_session_span"();
--> statement-breakpoint
INSERT INTO "player_session_spans" ("session_id", "player_id", "started_at", "last_seen_at")
	SELECT "id", "player_id", "created_at", "last_seen_at" FROM "sessions"
	WHERE "kind" = 'player' AND "player_id" IS NOT NULL;
