CREATE TABLE "game_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"synced_at" timestamp with time zone,
	CONSTRAINT "game_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"platforms" text[] DEFAULT '{PC,mobile}'::text[] NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_jackpot" boolean DEFAULT false NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"rtp_basis_points" integer NOT NULL,
	"volatility" text NOT NULL,
	"release_date" date NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"has_fun_mode" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_provider_external_unique" UNIQUE("provider_id","external_id"),
	CONSTRAINT "games_provider_slug_unique" UNIQUE("provider_id","slug")
);
--> statement-breakpoint
CREATE TABLE "player_favorite_games" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_favorite_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "player_recent_games" (
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_recent_games_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favorite_games" ADD CONSTRAINT "player_favorite_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_favorite_games" ADD CONSTRAINT "player_favorite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_recent_games" ADD CONSTRAINT "player_recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_category_popularity_idx" ON "games" USING btree ("category","popularity");--> statement-breakpoint
CREATE INDEX "player_recent_games_player_idx" ON "player_recent_games" USING btree ("player_id","played_at");