-- The built-in live chat (issue 30): a player's conversations with support and their messages.
-- One open conversation per player; messages are ordered by their id.
CREATE TABLE IF NOT EXISTS "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_staff_id" uuid REFERENCES "staff_users"("id") ON DELETE set null,
	"close_reason" text,
	"waiting_since" timestamp with time zone,
	"player_read_id" bigint,
	"agent_read_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status_check" CHECK ("status" IN ('open', 'closed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_conversations_one_open" ON "chat_conversations" USING btree ("player_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_conversations_open_idx" ON "chat_conversations" USING btree ("updated_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"conversation_id" uuid NOT NULL REFERENCES "chat_conversations"("id") ON DELETE cascade,
	"sender" text NOT NULL,
	"staff_id" uuid REFERENCES "staff_users"("id") ON DELETE set null,
	"body" text NOT NULL,
	"client_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_sender_check" CHECK ("sender" IN ('player', 'agent'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "chat_messages_client_key_unique" ON "chat_messages" USING btree ("conversation_id","client_key") WHERE "client_key" IS NOT NULL;
