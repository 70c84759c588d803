ALTER TABLE "games" ADD COLUMN "min_bet" bigint;--> statement-breakpoint
CREATE TABLE "free_round_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"rounds_granted" integer NOT NULL,
	"rounds_used" integer DEFAULT 0 NOT NULL,
	"bet_minor" bigint NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"granted_by_staff_id" uuid,
	"staff_note" text,
	"delivery_attempts" integer DEFAULT 0 NOT NULL,
	"next_delivery_at" timestamp with time zone,
	"last_delivery_error" text,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "free_round_grants_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "free_round_grants_rounds_check" CHECK ("free_round_grants"."rounds_granted" > 0 AND "free_round_grants"."rounds_used" >= 0 AND "free_round_grants"."rounds_used" <= "free_round_grants"."rounds_granted"),
	CONSTRAINT "free_round_grants_bet_check" CHECK ("free_round_grants"."bet_minor" > 0),
	CONSTRAINT "free_round_grants_status_check" CHECK ("free_round_grants"."status" IN ('pending', 'delivered', 'active', 'completed', 'expired', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_round_grants" ADD CONSTRAINT "free_round_grants_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "free_round_grants_player_status_idx" ON "free_round_grants" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "free_round_grants_delivery_idx" ON "free_round_grants" USING btree ("next_delivery_at") WHERE "free_round_grants"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "free_round_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_free_round_grant_id_free_round_grants_id_fk" FOREIGN KEY ("free_round_grant_id") REFERENCES "public"."free_round_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_free_round_grant_idx" ON "game_rounds" USING btree ("free_round_grant_id") WHERE "game_rounds"."free_round_grant_id" IS NOT NULL;
