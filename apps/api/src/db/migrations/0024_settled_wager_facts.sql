-- Rewards follow rollbacks (issue 26.5): a stake counts for CP, levels, cashback, challenges, races and
-- leaderboards once its round has settled (a win, or closed) and never when it was rolled back. A bet's
-- fact stays as it is; when its round settles, the settle step writes its countable copy, a
-- `settlement` fact (no outbox event of its own: settles_fact_id names the bet, once). A bet whose round
-- was rolled back is marked settled with no settlement. Competitions read the facts too (decision 0007).
ALTER TABLE "wager_facts" ALTER COLUMN "outbox_event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD COLUMN "round_id" uuid;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD COLUMN "settles_fact_id" bigint;--> statement-breakpoint
ALTER TABLE "wager_facts" ADD CONSTRAINT "wager_facts_settles_unique" UNIQUE("settles_fact_id");--> statement-breakpoint
ALTER TABLE "wager_facts" DROP CONSTRAINT "wager_facts_kind_check";--> statement-breakpoint
ALTER TABLE "wager_facts" ADD CONSTRAINT "wager_facts_kind_check" CHECK ("wager_facts"."kind" IN ('bet', 'win', 'rollback', 'deposit', 'settlement'));--> statement-breakpoint
ALTER TABLE "wager_facts" ADD CONSTRAINT "wager_facts_source_check" CHECK (("wager_facts"."kind" = 'settlement') = ("wager_facts"."outbox_event_id" IS NULL AND "wager_facts"."settles_fact_id" IS NOT NULL));--> statement-breakpoint
CREATE INDEX "wager_facts_unsettled_idx" ON "wager_facts" USING btree ("id") WHERE "wager_facts"."kind" = 'bet' AND "wager_facts"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "wager_facts_round_idx" ON "wager_facts" USING btree ("round_id") WHERE "wager_facts"."round_id" IS NOT NULL;--> statement-breakpoint
-- The bets of before were counted when they were made: they are settled already.
UPDATE "wager_facts" SET "settled_at" = "created_at" WHERE "kind" = 'bet';--> statement-breakpoint
-- Competitions now read the facts from here on (the outbox events before were scored by their old reader).
INSERT INTO "event_consumers" ("name", "cursor")
  SELECT 'competitions-facts', coalesce(max("id"), 0) FROM "wager_facts"
  ON CONFLICT ("name") DO NOTHING;
