CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"skin_id" uuid,
	"event" text,
	"distinct_id" text,
	"insert_id" text,
	"properties" jsonb NOT NULL,
	"occurred_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"forwarded_at" timestamp with time zone,
	CONSTRAINT "analytics_events_kind_check" CHECK ("analytics_events"."kind" IN ('track', 'engage', 'groups'))
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_kind_insert_id_unique" ON "analytics_events" USING btree ("kind","insert_id") WHERE "analytics_events"."insert_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_unforwarded_idx" ON "analytics_events" USING btree ("id") WHERE "analytics_events"."forwarded_at" IS NULL;--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event","received_at");--> statement-breakpoint
CREATE TABLE "affiliate_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skin_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"postback_url" text,
	"postback_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "affiliate_programmes" ADD CONSTRAINT "affiliate_programmes_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_programmes_skin_code_unique" ON "affiliate_programmes" USING btree ("skin_id","code");--> statement-breakpoint
CREATE TABLE "affiliate_postbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_postbacks_event_check" CHECK ("affiliate_postbacks"."event" IN ('registration', 'first_deposit')),
	CONSTRAINT "affiliate_postbacks_status_check" CHECK ("affiliate_postbacks"."status" IN ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "affiliate_postbacks" ADD CONSTRAINT "affiliate_postbacks_programme_id_affiliate_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."affiliate_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_postbacks" ADD CONSTRAINT "affiliate_postbacks_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_postbacks_programme_player_event_unique" ON "affiliate_postbacks" USING btree ("programme_id","player_id","event");--> statement-breakpoint
CREATE INDEX "affiliate_postbacks_due_idx" ON "affiliate_postbacks" USING btree ("next_attempt_at") WHERE "affiliate_postbacks"."status" = 'pending';--> statement-breakpoint
CREATE TABLE "affiliate_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "players_myaffid_idx" ON "players" USING btree ("skin_id","myaffid") WHERE "players"."myaffid" IS NOT NULL;
