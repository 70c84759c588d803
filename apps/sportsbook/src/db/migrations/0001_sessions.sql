CREATE TABLE "sportsbook_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"launch_token" text,
	"platform_session_token" text,
	"player_id" text,
	"nickname" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_sessions_token_hash_unique" UNIQUE("token_hash")
);
