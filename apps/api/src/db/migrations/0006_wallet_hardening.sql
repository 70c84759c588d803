ALTER TABLE "games" ADD COLUMN "max_win_multiplier" integer;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "jackpot_win" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_jackpot_within_win" CHECK ("game_rounds"."jackpot_win" >= 0 AND "game_rounds"."jackpot_win" <= "game_rounds"."win");--> statement-breakpoint
CREATE TABLE "provider_players" (
	"provider_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_players_provider_id_player_id_pk" PRIMARY KEY("provider_id","player_id")
);
--> statement-breakpoint
ALTER TABLE "provider_players" ADD CONSTRAINT "provider_players_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_players" ADD CONSTRAINT "provider_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "provider_players" ("provider_id", "player_id", "first_seen_at")
SELECT "provider_id", "player_id", min("created_at") FROM "game_sessions" GROUP BY "provider_id", "player_id"
ON CONFLICT DO NOTHING;
