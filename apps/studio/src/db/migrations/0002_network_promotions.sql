-- Network promotions (issue 16, item 4): promotions the studio runs across all its operators. Drops
-- draw prizes on qualifying rounds from a drop table; a race ranks players over its window and pays
-- its places at the close. Every prize is owed to the operator's wallet (POST /provider/v1/promotion)
-- and sent until acknowledged, under one transaction id for its whole life.
CREATE TABLE "network_promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"secret_seed" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"min_bet_eur_cents" bigint NOT NULL,
	"games" jsonb NOT NULL,
	"drop_chance_ppm" integer,
	"drop_table" jsonb,
	"scoring" text,
	"prizes" jsonb,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "network_promotions_kind_check" CHECK ("network_promotions"."kind" IN ('drops', 'race')),
	CONSTRAINT "network_promotions_scoring_check" CHECK ("network_promotions"."scoring" IS NULL OR "network_promotions"."scoring" IN ('stake', 'multiplier'))
);
--> statement-breakpoint
CREATE TABLE "network_race_scores" (
	"promotion_code" text NOT NULL REFERENCES "network_promotions"("code") ON DELETE restrict,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"score" bigint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "network_race_scores_pk" PRIMARY KEY("promotion_code","player_id")
);
--> statement-breakpoint
CREATE TABLE "network_promotion_prizes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_code" text NOT NULL REFERENCES "network_promotions"("code") ON DELETE restrict,
	"kind" text NOT NULL,
	"drop_slot" integer,
	"round_id" uuid,
	"place" integer,
	"player_id" text NOT NULL,
	"display_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"amount_eur_cents" bigint NOT NULL,
	"transaction_id" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "network_promotion_prizes_transaction_unique" UNIQUE("transaction_id"),
	CONSTRAINT "network_promotion_prizes_slot_unique" UNIQUE("promotion_code","drop_slot"),
	CONSTRAINT "network_promotion_prizes_round_unique" UNIQUE("promotion_code","round_id"),
	CONSTRAINT "network_promotion_prizes_place_unique" UNIQUE("promotion_code","place"),
	CONSTRAINT "network_promotion_prizes_kind_check" CHECK ("network_promotion_prizes"."kind" IN ('drop', 'race')),
	CONSTRAINT "network_promotion_prizes_status_check" CHECK ("network_promotion_prizes"."status" IN ('pending', 'credited', 'needs_attention'))
);
--> statement-breakpoint
CREATE INDEX "network_promotion_prizes_owed" ON "network_promotion_prizes" USING btree ("status","next_attempt_at");
--> statement-breakpoint
CREATE TABLE "network_promotion_rounds" (
	"promotion_code" text NOT NULL REFERENCES "network_promotions"("code") ON DELETE restrict,
	"round_id" uuid NOT NULL,
	CONSTRAINT "network_promotion_rounds_pk" PRIMARY KEY("promotion_code","round_id")
);
--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "promotions_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rounds_promotions_unrecorded" ON "rounds" USING btree ("settled_at") WHERE "rounds"."status" = 'settled' and "rounds"."mode" = 'real' and "rounds"."promotions_recorded_at" is null;
