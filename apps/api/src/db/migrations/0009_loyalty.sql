-- Loyalty (issue 14): the house promotions account, wager facts made from the outbox, the consumers'
-- cursors and receipts, the players' CP and levels, level-up rewards, daily cashback and VIP host tasks.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_matches_kind";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_matches_kind" CHECK (("ledger_accounts"."owner_kind" = 'player' AND "ledger_accounts"."owner_id" IS NOT NULL AND "ledger_accounts"."kind" IN ('player_cash', 'player_bonus', 'player_withdrawal_hold'))
        OR ("ledger_accounts"."owner_kind" = 'house' AND "ledger_accounts"."owner_id" IS NULL AND "ledger_accounts"."kind" IN ('house_cash', 'house_processor_clearing', 'house_game_wagers', 'house_bonus_funding', 'house_promotions')));--> statement-breakpoint
CREATE TABLE "wager_facts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wager_facts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"outbox_event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"player_id" uuid NOT NULL,
	"product" text,
	"game_id" uuid,
	"category" text,
	"currency" text NOT NULL,
	"cash_stake_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_stake_minor" bigint DEFAULT 0 NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"deposit_minor" bigint DEFAULT 0 NOT NULL,
	"house_edge_basis_points" integer,
	"odds" text,
	"sign" smallint NOT NULL,
	"source_key" text,
	"reverses_fact_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wager_facts_outbox_event_unique" UNIQUE("outbox_event_id"),
	CONSTRAINT "wager_facts_kind_check" CHECK ("wager_facts"."kind" IN ('bet', 'win', 'rollback', 'deposit')),
	CONSTRAINT "wager_facts_product_check" CHECK ("wager_facts"."product" IS NULL OR "wager_facts"."product" IN ('slots', 'live-casino-and-tables', 'game-shows', 'crash-and-fast', 'sportsbook')),
	CONSTRAINT "wager_facts_sign_check" CHECK ("wager_facts"."sign" IN (1, -1)),
	CONSTRAINT "wager_facts_amounts_non_negative" CHECK ("wager_facts"."cash_stake_minor" >= 0 AND "wager_facts"."bonus_stake_minor" >= 0 AND "wager_facts"."win_minor" >= 0 AND "wager_facts"."deposit_minor" >= 0),
	CONSTRAINT "wager_facts_house_edge_range" CHECK ("wager_facts"."house_edge_basis_points" IS NULL OR "wager_facts"."house_edge_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
CREATE INDEX "wager_facts_player_created_idx" ON "wager_facts" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "wager_facts_source_key_idx" ON "wager_facts" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "wager_facts_reverses_idx" ON "wager_facts" USING btree ("reverses_fact_id") WHERE "wager_facts"."reverses_fact_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" bigint DEFAULT 0 NOT NULL,
	"horizon_id" bigint,
	"horizon_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projection_receipts" (
	"consumer" text NOT NULL,
	"fact_id" bigint NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "projection_receipts_consumer_fact_id_pk" PRIMARY KEY("consumer","fact_id")
);
--> statement-breakpoint
CREATE TABLE "player_loyalty" (
	"player_id" uuid PRIMARY KEY NOT NULL,
	"micro_cp" bigint DEFAULT 0 NOT NULL,
	"level" smallint DEFAULT 0 NOT NULL,
	"level_reached_at" timestamp with time zone,
	"cashback_carry_subunits" bigint DEFAULT 0 NOT NULL,
	"last_cashback_claim_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_loyalty_level_range" CHECK ("player_loyalty"."level" BETWEEN 0 AND 60)
);
--> statement-breakpoint
CREATE TABLE "loyalty_rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint,
	"currency" text,
	"spins" integer,
	"game_slug" text,
	"status" text NOT NULL,
	"ledger_entry_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "loyalty_rewards_player_level_unique" UNIQUE("player_id","level"),
	CONSTRAINT "loyalty_rewards_kind_check" CHECK ("loyalty_rewards"."kind" IN ('cash', 'freeSpins')),
	CONSTRAINT "loyalty_rewards_status_check" CHECK ("loyalty_rewards"."status" IN ('paid', 'waiting', 'granted'))
);
--> statement-breakpoint
CREATE INDEX "loyalty_rewards_waiting_idx" ON "loyalty_rewards" USING btree ("player_id") WHERE "loyalty_rewards"."status" = 'waiting';--> statement-breakpoint
CREATE TABLE "cashback_days" (
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"edge_stake" bigint DEFAULT 0 NOT NULL,
	"claimed_edge_stake" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cashback_days_player_id_day_pk" PRIMARY KEY("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "cashback_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"day" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_claims_player_day_unique" UNIQUE("player_id","day")
);
--> statement-breakpoint
CREATE TABLE "vip_host_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_host_tasks_player_unique" UNIQUE("player_id"),
	CONSTRAINT "vip_host_tasks_status_check" CHECK ("vip_host_tasks"."status" IN ('open', 'done'))
);
--> statement-breakpoint
ALTER TABLE "player_loyalty" ADD CONSTRAINT "player_loyalty_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_rewards" ADD CONSTRAINT "loyalty_rewards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_days" ADD CONSTRAINT "cashback_days_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_host_tasks" ADD CONSTRAINT "vip_host_tasks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;
