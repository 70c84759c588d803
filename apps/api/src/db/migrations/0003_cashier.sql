CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"invoice_id" text NOT NULL,
	"payment_id" text,
	"crypto_currency" text NOT NULL,
	"crypto_units" bigint NOT NULL,
	"paid_crypto_units" bigint,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"credited_minor" bigint,
	"rate_num" bigint NOT NULL,
	"rate_den" bigint NOT NULL,
	"address" text NOT NULL,
	"memo_tag" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"needs_refund" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposits_processor_invoice_unique" UNIQUE("processor","invoice_id"),
	CONSTRAINT "deposits_processor_payment_unique" UNIQUE("processor","payment_id"),
	CONSTRAINT "deposits_amounts_positive" CHECK ("deposits"."amount_minor" > 0 AND "deposits"."crypto_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"crypto_currency" text,
	"address" text,
	"memo_tag" text,
	"address_token_hash" text,
	"address_token_expires_at" timestamp with time zone,
	"payout_id" text,
	"message" text DEFAULT '' NOT NULL,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_address_token_hash_unique" UNIQUE("address_token_hash"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_player_completed_idx" ON "deposits" USING btree ("player_id","completed_at");--> statement-breakpoint
CREATE INDEX "withdrawals_player_created_idx" ON "withdrawals" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username_lower_unique" ON "staff_users" USING btree (lower("username"));