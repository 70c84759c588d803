-- A player's preferences (favourite competitions, odds format, odds-change setting), kept per player
-- so that every browser he launches the sportsbook from shows the same.
CREATE TABLE "player_prefs" (
	"player_id" text PRIMARY KEY NOT NULL,
	"favourites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"odds_format" text DEFAULT 'decimal' NOT NULL,
	"accept_odds_change" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A ticket's settlements as they happened: the first, each correction (re-settlement) and each
-- re-opening by a rolled-back settlement, with the status and return each left (My bets shows them).
CREATE TABLE "ticket_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL REFERENCES "tickets"("id"),
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"return_minor" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ticket_history_ticket" ON "ticket_history" USING btree ("ticket_id","id");
