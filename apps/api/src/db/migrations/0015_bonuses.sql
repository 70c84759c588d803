-- Bonuses (issue 15): campaigns with their terms, grants that snapshot them, the rounds that counted
-- towards wagering, promotion codes, and the staff audit. Bonus money itself lives in the ledger
-- (player_bonus <-> house_bonus_funding); the wallet splits each stake into cash and bonus parts.
CREATE TABLE "bonus_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"activation" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"match_percent" integer,
	"max_bonus_eur_cents" bigint,
	"min_deposit_eur_cents" bigint,
	"amount_eur_cents" bigint,
	"free_spins_game_slug" text,
	"free_spins_count" integer,
	"free_spin_value_eur_cents" bigint,
	"wagering_multiple" integer DEFAULT 30 NOT NULL,
	"wagering_base" text DEFAULT 'bonus' NOT NULL,
	"contributions" jsonb NOT NULL,
	"game_contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_bet_eur_cents" bigint,
	"max_conversion_eur_cents" bigint,
	"claim_days" integer DEFAULT 7 NOT NULL,
	"complete_days" integer DEFAULT 30 NOT NULL,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"currencies" text[] DEFAULT '{}' NOT NULL,
	"one_per_player" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_slug_unique" UNIQUE("slug"),
	CONSTRAINT "bonus_campaigns_slug_format" CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]{1,62}$'),
	CONSTRAINT "bonus_campaigns_kind" CHECK ("kind" IN ('deposit_match', 'no_deposit', 'free_spins', 'reload', 'cashback')),
	CONSTRAINT "bonus_campaigns_activation" CHECK ("activation" IN ('automatic', 'claim', 'deposit', 'code')),
	CONSTRAINT "bonus_campaigns_status" CHECK ("status" IN ('scheduled', 'active', 'paused', 'ended')),
	CONSTRAINT "bonus_campaigns_wagering_base" CHECK ("wagering_base" IN ('bonus', 'deposit_plus_bonus')),
	CONSTRAINT "bonus_campaigns_wagering_multiple" CHECK ("wagering_multiple" BETWEEN 0 AND 200),
	CONSTRAINT "bonus_campaigns_match_percent" CHECK ("match_percent" IS NULL OR "match_percent" BETWEEN 1 AND 1000),
	CONSTRAINT "bonus_campaigns_days" CHECK ("claim_days" BETWEEN 1 AND 365 AND "complete_days" BETWEEN 1 AND 365)
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"per_player_key" uuid,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"terms" jsonb NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"points_needed" bigint DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"converted_minor" bigint DEFAULT 0 NOT NULL,
	"forfeited_minor" bigint DEFAULT 0 NOT NULL,
	"free_round_grant_id" uuid,
	"claim_by" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"granted_by_staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_grants_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "bonus_grants_player_once_unique" UNIQUE("player_id", "per_player_key"),
	CONSTRAINT "bonus_grants_status" CHECK ("status" IN ('available', 'free_spins', 'active', 'converted', 'forfeited', 'expired', 'cancelled')),
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_minor" >= 0 AND "deposit_minor" >= 0 AND "points_needed" >= 0 AND "converted_minor" >= 0 AND "forfeited_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_free_round_grant_id_fk" FOREIGN KEY ("free_round_grant_id") REFERENCES "public"."free_round_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- One bonus is wagered at a time: its balance is the player's whole bonus balance.
CREATE UNIQUE INDEX "bonus_grants_one_active_idx" ON "bonus_grants" USING btree ("player_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_player_idx" ON "bonus_grants" USING btree ("player_id", "created_at");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX "bonus_grants_free_rounds_idx" ON "bonus_grants" USING btree ("free_round_grant_id") WHERE "free_round_grant_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_wagers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"grant_id" uuid NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" uuid,
	"external_round_id" text NOT NULL,
	"game_id" uuid NOT NULL,
	"stake_minor" bigint NOT NULL,
	"bonus_stake_minor" bigint NOT NULL,
	"contribution_percent" integer NOT NULL,
	"points" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_wagers_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "bonus_wagers_kind" CHECK ("kind" IN ('bet', 'rollback'))
);
--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_grant_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_wagers_grant_idx" ON "bonus_wagers" USING btree ("grant_id", "id");--> statement-breakpoint
CREATE TABLE "bonus_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"one_per_address" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_codes_code_format" CHECK ("code" ~ '^[a-z0-9][a-z0-9_-]{2,39}$'),
	CONSTRAINT "bonus_codes_status" CHECK ("status" IN ('active', 'paused', 'ended')),
	CONSTRAINT "bonus_codes_uses" CHECK ("uses" >= 0 AND ("max_uses" IS NULL OR "uses" <= "max_uses"))
);
--> statement-breakpoint
ALTER TABLE "bonus_codes" ADD CONSTRAINT "bonus_codes_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bonus_code_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"grant_id" uuid NOT NULL,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_code_redemptions_player_unique" UNIQUE("code_id", "player_id"),
	CONSTRAINT "bonus_code_redemptions_address_unique" UNIQUE("code_id", "address")
);
--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_code_fk" FOREIGN KEY ("code_id") REFERENCES "public"."bonus_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_player_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_code_redemptions" ADD CONSTRAINT "bonus_code_redemptions_grant_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bonus_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"staff_user_id" uuid,
	"action" text NOT NULL,
	"campaign_id" uuid,
	"grant_id" uuid,
	"code_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bonus_audit_created_idx" ON "bonus_audit" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_stake" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "bonus_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_bonus_grant_id_fk" FOREIGN KEY ("bonus_grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_rounds_bonus_open_idx" ON "game_rounds" USING btree ("bonus_grant_id") WHERE "bonus_grant_id" IS NOT NULL AND "status" = 'open';--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "bonus_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "bonus_campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_bonus_campaign_id_fk" FOREIGN KEY ("bonus_campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;
