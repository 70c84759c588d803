-- Notifications of money and programme events (issue 30): each names its source event, so a source
-- delivered twice (an outbox replay, a retried call) makes one notification, not two.
ALTER TABLE "player_messages" ADD COLUMN IF NOT EXISTS "source_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "player_messages_source_key_unique" ON "player_messages" USING btree ("player_id","source_key") WHERE "source_key" IS NOT NULL;
--> statement-breakpoint
-- How far the notifier has read the ledger outbox.
CREATE TABLE IF NOT EXISTS "notification_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Events written before the bell read the outbox are history, not news: start after them.
INSERT INTO "notification_cursors" ("name", "last_event_id")
SELECT 'player notices', coalesce(max("id"), 0) FROM "outbox_events"
ON CONFLICT DO NOTHING;
