-- Chat attachments (issue 30): a message may carry one file, stored like an identity document's (the
-- store's key, the type told by its first bytes, its size); the text of such a message may be empty.
ALTER TABLE "chat_messages" ADD COLUMN IF NOT EXISTS "attachment_key" text;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN IF NOT EXISTS "attachment_mime_type" text;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN IF NOT EXISTS "attachment_size_bytes" integer;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_check" CHECK (
	("attachment_key" IS NULL AND "attachment_mime_type" IS NULL AND "attachment_size_bytes" IS NULL)
	OR ("attachment_key" IS NOT NULL AND "attachment_mime_type" IS NOT NULL AND "attachment_size_bytes" > 0)
);
--> statement-breakpoint
-- Notices pushed to the player's open sockets as they are written (issue 30): an order of writing the
-- pusher follows (a notice's id is random).
ALTER TABLE "player_messages" ADD COLUMN IF NOT EXISTS "push_seq" bigint GENERATED ALWAYS AS IDENTITY;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "player_messages_push_seq_idx" ON "player_messages" USING btree ("push_seq");
