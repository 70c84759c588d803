-- Cash-out (issue 27.7): what a ticket has been paid by cash-outs, and the quotes offered to players.
-- The platform's rules (27.8): the ticket's margin at placement and each leg's event name, sent on the bet.
ALTER TABLE "tickets" ADD COLUMN "cashed_out_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "margin_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_legs" ADD COLUMN "event_name" text;--> statement-breakpoint
CREATE TABLE "cash_out_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL REFERENCES "tickets"("id"),
	"player_id" text NOT NULL,
	"ticket_stake_minor" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"leg_versions" jsonb NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "cash_out_quotes_amounts" CHECK ("stake_minor" > 0 AND "stake_minor" <= "ticket_stake_minor" AND "amount_minor" > 0),
	CONSTRAINT "cash_out_quotes_status" CHECK ("status" IN ('quoted', 'accepted'))
);
--> statement-breakpoint
CREATE INDEX "cash_out_quotes_ticket" ON "cash_out_quotes" USING btree ("ticket_id");
