-- A player's preferences (favourite competitions, odds format, odds-change setting), kept per player
-- so that every browser he launches the sportsbook from shows the same.
CREATE TABLE "player_prefs" (
	"player_id" text PRIMARY KEY NOT NULL,
	"favourites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"odds_format" text DEFAULT 'decimal' NOT NULL,
	"accept_odds_change" text DEFAULT 'none' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
