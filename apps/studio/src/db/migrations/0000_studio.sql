CREATE TABLE "crash_bets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"crash_round_id" uuid NOT NULL,
	"player_key" text NOT NULL,
	"display_name" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cash_out" integer,
	"cashed_out_at" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret" text NOT NULL,
	"length" integer NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"checkpoints" jsonb NOT NULL,
	"checkpoint_every" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chain_id" uuid NOT NULL,
	"round_number" integer NOT NULL,
	"seed_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"crash_point" integer NOT NULL,
	"status" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fun_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"game" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fun_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "jackpot_pools" (
	"game" text NOT NULL,
	"currency" text NOT NULL,
	"amount_ten_thousandths" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_pools_game_currency_pk" PRIMARY KEY("game","currency")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game" text NOT NULL,
	"player_key" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"moves" jsonb,
	"seed_id" uuid NOT NULL,
	"nonce" integer NOT NULL,
	"status" text NOT NULL,
	"bet_transaction_id" text,
	"win_transaction_id" text,
	"rollback_transaction_id" text,
	"balance_after" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_key" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "studio_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"game" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"home_url" text,
	"cashier_url" text,
	"launch_token" text,
	"platform_session_token" text,
	"player_id" text,
	"nickname" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studio_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"table" text NOT NULL,
	"seed_id" uuid NOT NULL,
	"status" text NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"outcome" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_id_rounds_id_fk" FOREIGN KEY ("id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_crash_round_id_crash_rounds_id_fk" FOREIGN KEY ("crash_round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_seed_id_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_seed_id_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD CONSTRAINT "table_rounds_seed_id_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_one_per_player" ON "crash_bets" USING btree ("crash_round_id","player_key");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_number" ON "crash_rounds" USING btree ("chain_id","round_number");--> statement-breakpoint
CREATE INDEX "crash_rounds_recent" ON "crash_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rounds_player_recent" ON "rounds" USING btree ("player_key","created_at");--> statement-breakpoint
CREATE INDEX "rounds_owed" ON "rounds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "rounds_by_seed" ON "rounds" USING btree ("seed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rounds_one_open_step_round" ON "rounds" USING btree ("player_key","game") WHERE "rounds"."moves" is not null and "rounds"."status" in ('betting', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "seeds_one_active_per_player" ON "seeds" USING btree ("player_key") WHERE "seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "table_rounds_recent" ON "table_rounds" USING btree ("table","created_at");