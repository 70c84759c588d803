-- The back office's player slices (issue 29). Staff may block a player or close the account (either
-- refuses log-in); staff notes on a player; balance adjustments as ledger entries, idempotent on the
-- staff request id, with a second approver above the per-currency threshold; log-in attempts are
-- audited, a failed one before there is any staff member to name.
ALTER TABLE "staff_audit" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "staff_tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE TABLE "player_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE CASCADE,
	"staff_id" uuid NOT NULL,
	"staff_username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "player_notes_player_idx" ON "player_notes" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE TABLE "balance_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" text NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id"),
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_by" uuid,
	"decided_at" timestamp with time zone,
	"entry_id" uuid,
	CONSTRAINT "balance_adjustments_request_unique" UNIQUE ("request_id"),
	CONSTRAINT "balance_adjustments_amount_non_zero" CHECK ("amount_minor" <> 0),
	CONSTRAINT "balance_adjustments_status" CHECK ("status" IN ('awaiting_approval', 'applied', 'rejected')),
	CONSTRAINT "balance_adjustments_two_people" CHECK ("approved_by" IS NULL OR "approved_by" <> "requested_by")
);--> statement-breakpoint
CREATE INDEX "balance_adjustments_player_idx" ON "balance_adjustments" USING btree ("player_id","requested_at");--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_idx" ON "balance_adjustments" USING btree ("status");
