-- VIP period rewards (issue 14): weekly and monthly net-loss cashback, cash rewards and free spins of VIP
-- players, each paid once per (player, kind, period), and each job's watermark (the last period done).
CREATE TABLE "vip_period_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"tier" text NOT NULL,
	"level" smallint NOT NULL,
	"net_loss_minor" bigint,
	"amount_minor" bigint,
	"currency" text NOT NULL,
	"spins" integer,
	"game_slug" text,
	"status" text NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "vip_period_rewards_player_kind_period_unique" UNIQUE("player_id","kind","period_start"),
	CONSTRAINT "vip_period_rewards_period_check" CHECK ("vip_period_rewards"."period" IN ('weekly', 'monthly')),
	CONSTRAINT "vip_period_rewards_kind_check" CHECK ("vip_period_rewards"."kind" IN ('weekly_cashback', 'monthly_cashback', 'weekly_cash', 'monthly_cash', 'weekly_free_spins', 'monthly_free_spins')),
	CONSTRAINT "vip_period_rewards_tier_check" CHECK ("vip_period_rewards"."tier" IN ('bronze', 'silver', 'gold', 'platinum')),
	CONSTRAINT "vip_period_rewards_status_check" CHECK ("vip_period_rewards"."status" IN ('paid', 'waiting', 'granted')),
	CONSTRAINT "vip_period_rewards_amount_non_negative" CHECK ("vip_period_rewards"."amount_minor" IS NULL OR "vip_period_rewards"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "vip_period_rewards_player_idx" ON "vip_period_rewards" USING btree ("player_id","period_start");--> statement-breakpoint
CREATE INDEX "vip_period_rewards_waiting_idx" ON "vip_period_rewards" USING btree ("player_id") WHERE "vip_period_rewards"."status" = 'waiting';--> statement-breakpoint
CREATE TABLE "vip_period_watermarks" (
	"period" text PRIMARY KEY NOT NULL,
	"paid_through" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_period_watermarks_period_check" CHECK ("vip_period_watermarks"."period" IN ('weekly', 'monthly'))
);
--> statement-breakpoint
INSERT INTO "vip_period_watermarks" ("period") VALUES ('weekly'), ('monthly');
