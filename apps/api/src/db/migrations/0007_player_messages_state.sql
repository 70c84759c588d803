ALTER TABLE "player_messages" ADD COLUMN "texts" jsonb;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "player_messages" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
UPDATE "player_messages" SET "announced_at" = "created_at";
