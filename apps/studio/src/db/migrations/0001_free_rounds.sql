CREATE TABLE "free_round_grants" (
	"grant_id" uuid PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"rounds" integer NOT NULL,
	"bet_amount" bigint NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "free_round_grants_player_game" ON "free_round_grants" USING btree ("player_id","game");--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "free_round_grant_id" uuid;--> statement-breakpoint
CREATE INDEX "rounds_by_free_round_grant" ON "rounds" USING btree ("free_round_grant_id") WHERE "rounds"."free_round_grant_id" is not null;
