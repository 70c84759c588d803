-- One feed for several instances (issue 27): the leader writes every feed message to this log in order;
-- every instance (the leader too) applies the log to its feed state, so all serve the same odds and
-- versions. Snapshots of the state let an instance start without the whole log; the cursor says how
-- far the leader's settlements went, so a new leader settles what the old one left.
CREATE TABLE "feed_messages" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"term" integer NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_snapshots" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_terms" (
	"term" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL
);
