-- Network promotions (issue 16, item 4): prizes a game provider pays through POST
-- /provider/v1/promotion (drops and race places of promotions it runs across its operators). One row
-- per provider transaction id: a replay answers the stored answer, another body under it is refused.
CREATE TABLE "network_promotion_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL REFERENCES "game_providers"("id") ON DELETE restrict,
	"transaction_id" text NOT NULL,
	"promotion_code" text NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE restrict,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"place" integer,
	"external_round_id" text,
	"fingerprint" text NOT NULL,
	"ledger_entry_id" uuid NOT NULL REFERENCES "ledger_entries"("id"),
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "network_promotion_credits_provider_transaction_unique" UNIQUE("provider_id","transaction_id"),
	CONSTRAINT "network_promotion_credits_kind_check" CHECK ("network_promotion_credits"."kind" IN ('drop', 'race')),
	CONSTRAINT "network_promotion_credits_amount_check" CHECK ("network_promotion_credits"."amount" > 0),
	CONSTRAINT "network_promotion_credits_place_check" CHECK (("network_promotion_credits"."kind" = 'race') = ("network_promotion_credits"."place" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "network_promotion_credits_player_idx" ON "network_promotion_credits" USING btree ("player_id","promotion_code","created_at");
