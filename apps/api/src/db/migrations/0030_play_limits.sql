-- Player protection (issue 33): loss and wager limits per day, week and month, and a session-time
-- limit, beside the deposit limits and under their rule (tightening at once; loosening or removal
-- waits 24 hours, then for the player's confirmation); and the history of every limit change the
-- player made, deposit limits included. Amounts in minor units of the player's currency; a session
-- limit counts whole minutes and has the one period 'session'.
CREATE TABLE "play_limits" (
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"pending_amount_minor" bigint,
	"pending_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "play_limits_pk" PRIMARY KEY ("player_id", "kind", "period"),
	CONSTRAINT "play_limits_kind_period_check" CHECK (("kind" IN ('loss', 'wager') AND "period" IN ('day', 'week', 'month')) OR ("kind" = 'session' AND "period" = 'session')),
	CONSTRAINT "play_limits_amount_check" CHECK (("amount_minor" IS NULL OR "amount_minor" > 0) AND ("pending_amount_minor" IS NULL OR "pending_amount_minor" > 0))
);--> statement-breakpoint
CREATE TABLE "limit_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"action" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "limit_changes_kind_check" CHECK ("kind" IN ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "limit_changes_action_check" CHECK ("action" IN ('applied', 'requested', 'confirmed'))
);--> statement-breakpoint
CREATE INDEX "limit_changes_player_idx" ON "limit_changes" USING btree ("player_id", "created_at");
--> statement-breakpoint
-- A freeze, time-out or self-exclusion is never shortened nor lifted, by the player, by staff or by a
-- script: its end only ever moves later. (An ended exclusion is followed by a later one, if any.)
CREATE FUNCTION "players_exclusion_never_shortened"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."self_excluded_until" IS NOT NULL AND (NEW."self_excluded_until" IS NULL
			OR NEW."self_excluded_until" < OLD."self_excluded_until") THEN
		RAISE EXCEPTION 'a self-exclusion is never shortened or lifted' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "players_exclusion_never_shortened" BEFORE UPDATE OF "self_excluded_until" ON "players"
	FOR EACH ROW EXECUTE FUNCTION "players_exclusion_never_shortened"();
