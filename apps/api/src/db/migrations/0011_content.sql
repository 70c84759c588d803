CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skin_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"placement" text,
	"position" integer DEFAULT 0 NOT NULL,
	"cover_image" text,
	"link" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_from" timestamp with time zone,
	"publish_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "content_entries_kind_check" CHECK ("kind" IN ('post', 'page', 'banner')),
	CONSTRAINT "content_entries_status_check" CHECK ("status" IN ('draft', 'published')),
	CONSTRAINT "content_entries_placement_check" CHECK ("placement" IS NULL OR "placement" IN ('hero', 'promotion')),
	CONSTRAINT "content_entries_window_check" CHECK ("publish_until" IS NULL OR "publish_from" IS NULL OR "publish_until" > "publish_from")
);
--> statement-breakpoint
CREATE TABLE "content_translations" (
	"entry_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_translations_entry_id_language_pk" PRIMARY KEY("entry_id","language")
);
--> statement-breakpoint
CREATE TABLE "content_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"skin_id" uuid NOT NULL,
	"player_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_audit" ADD CONSTRAINT "content_audit_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_audit" ADD CONSTRAINT "content_audit_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_skin_id_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."skins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_skin_kind_slug_unique" ON "content_entries" USING btree ("skin_id","kind","slug");--> statement-breakpoint
CREATE INDEX "content_entries_listing_idx" ON "content_entries" USING btree ("skin_id","kind","status","publish_from");--> statement-breakpoint
CREATE INDEX "content_audit_entry_idx" ON "content_audit" USING btree ("entry_id","at");--> statement-breakpoint
CREATE INDEX "contact_messages_skin_created_idx" ON "contact_messages" USING btree ("skin_id","created_at");
