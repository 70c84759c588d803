-- Automatic cash-out (issue 27.7): a player's rule on an open ticket, cash it out in full as soon as
-- the offer reaches an amount. The feed leader checks the rules as prices move.
CREATE TABLE "auto_cash_out_rules" (
	"ticket_id" uuid PRIMARY KEY NOT NULL REFERENCES "tickets"("id"),
	"player_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_cash_out_rules_amount" CHECK ("amount_minor" > 0),
	CONSTRAINT "auto_cash_out_rules_status" CHECK ("status" IN ('active', 'cashed_out', 'ended'))
);
--> statement-breakpoint
CREATE INDEX "auto_cash_out_rules_active" ON "auto_cash_out_rules" USING btree ("status");
