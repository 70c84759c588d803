-- Support that answers, what is left (issue 30): canned answers in six languages, and the contact
-- form's messages as conversations of the agents' inbox (channel 'email': answered by e-mail).
CREATE TABLE IF NOT EXISTS "chat_canned_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_by" uuid REFERENCES "staff_users"("id") ON DELETE set null,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_canned_answers_english_check" CHECK (jsonb_typeof("texts" -> 'en') = 'string')
);
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN IF NOT EXISTS "channel" text DEFAULT 'chat' NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN IF NOT EXISTS "contact_message_id" uuid REFERENCES "contact_messages"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN IF NOT EXISTS "contact_name" text;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN IF NOT EXISTS "contact_email" text;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN IF NOT EXISTS "language" text;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ALTER COLUMN "player_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_channel_check" CHECK (
	("channel" = 'chat' AND "player_id" IS NOT NULL)
	OR ("channel" = 'email' AND "contact_message_id" IS NOT NULL AND "contact_email" IS NOT NULL)
);
--> statement-breakpoint
-- One open chat per player; a player's contact-form messages are conversations of their own.
DROP INDEX IF EXISTS "chat_conversations_one_open";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_conversations_one_open" ON "chat_conversations" USING btree ("player_id") WHERE "status" = 'open' AND "channel" = 'chat';
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_conversations_contact_unique" ON "chat_conversations" USING btree ("contact_message_id") WHERE "contact_message_id" IS NOT NULL;
