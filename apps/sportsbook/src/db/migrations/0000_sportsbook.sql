CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" text NOT NULL,
	"session_token" text NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"stake_per_line_minor" bigint NOT NULL,
	"kind" text NOT NULL,
	"system_name" text,
	"odds_acceptance" text NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"potential_return_minor" bigint NOT NULL,
	"settled_return_minor" bigint,
	"credited_minor" bigint DEFAULT 0 NOT NULL,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tickets_stake_positive" CHECK ("stake_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_idempotency" ON "tickets" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tickets_player" ON "tickets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE TABLE "ticket_legs" (
	"ticket_id" uuid NOT NULL REFERENCES "tickets"("id"),
	"leg_index" integer NOT NULL,
	"event_id" text NOT NULL,
	"market_type" text NOT NULL,
	"specifiers" jsonb NOT NULL,
	"market_key" text NOT NULL,
	"outcome_id" text NOT NULL,
	"odds_taken" numeric(12, 4) NOT NULL,
	"market_version" integer NOT NULL,
	"is_live" integer DEFAULT 0 NOT NULL,
	"reserved_minor" bigint NOT NULL,
	"result" text,
	"void_factor" text,
	"dead_heat_factor" text,
	"is_voided_by_cancel" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_legs_pk" PRIMARY KEY("ticket_id","leg_index")
);
--> statement-breakpoint
CREATE INDEX "ticket_legs_market" ON "ticket_legs" USING btree ("event_id","market_key");--> statement-breakpoint
CREATE TABLE "liabilities" (
	"outcome_key" text NOT NULL,
	"currency" text NOT NULL,
	"reserved_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "liabilities_pk" PRIMARY KEY("outcome_key","currency"),
	CONSTRAINT "liabilities_not_negative" CHECK ("reserved_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL REFERENCES "tickets"("id"),
	"kind" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"settlement_version" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_calls_transaction" ON "wallet_calls" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "wallet_calls_pending" ON "wallet_calls" USING btree ("state") WHERE "wallet_calls"."state" = 'pending';
