-- Staff log-in that no stranger can lock (issue 26, item 1). Failed staff log-ins are kept per account
-- and address (like login_failures for players) so the throttle can grow a delay per address and demand
-- a captcha per account, never refuse the right password outright. Staff captchas are bound to their own
-- random id (the staff API has no anonymous session). A staff token also expires when idle: last_used_at.
CREATE TABLE "staff_login_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text,
	"ip" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_login_failures_username_at_idx" ON "staff_login_failures" USING btree ("username","at");--> statement-breakpoint
CREATE INDEX "staff_login_failures_ip_at_idx" ON "staff_login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE TABLE "staff_captchas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_captchas_expires_at_idx" ON "staff_captchas" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
UPDATE "staff_tokens" SET "last_used_at" = "created_at";--> statement-breakpoint
ALTER TABLE "staff_tokens" ALTER COLUMN "last_used_at" SET NOT NULL;
