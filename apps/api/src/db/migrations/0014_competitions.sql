-- Competitions (issue 16): challenges on multipliers and their winners, slot races (templates, races,
-- live scores, frozen results), leaderboard totals per UTC period, the players' choice to show their
-- name, the competitions consumer's receipts and the staff audit of competition commands.
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"tier" smallint NOT NULL,
	"game_id" uuid,
	"max_winners" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"winners_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "challenges_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "challenges_tier_check" CHECK ("challenges"."tier" BETWEEN 1 AND 5),
	CONSTRAINT "challenges_max_winners_check" CHECK ("challenges"."max_winners" BETWEEN 1 AND 1000),
	CONSTRAINT "challenges_status_check" CHECK ("challenges"."status" IN ('open', 'completed', 'cancelled')),
	CONSTRAINT "challenges_winners_within_max" CHECK ("challenges"."winners_count" BETWEEN 0 AND "challenges"."max_winners")
);
--> statement-breakpoint
CREATE TABLE "challenge_winners" (
	"challenge_id" uuid NOT NULL REFERENCES "challenges"("id") ON DELETE restrict,
	"place" integer NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE restrict,
	"outbox_event_id" bigint NOT NULL,
	"game_id" uuid,
	"currency" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL,
	"prize_minor" bigint NOT NULL,
	"ledger_entry_id" uuid,
	"won_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_winners_challenge_id_place_pk" PRIMARY KEY("challenge_id","place"),
	CONSTRAINT "challenge_winners_player_unique" UNIQUE("challenge_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "slot_race_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"recurrence" text NOT NULL,
	"scoring" text NOT NULL,
	"currency" text NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"game_ids" uuid[],
	"prizes_minor" bigint[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slot_race_templates_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "slot_race_templates_recurrence_check" CHECK ("slot_race_templates"."recurrence" IN ('daily', 'weekly')),
	CONSTRAINT "slot_race_templates_scoring_check" CHECK ("slot_race_templates"."scoring" IN ('wagered', 'multiplier', 'net_win'))
);
--> statement-breakpoint
CREATE TABLE "slot_races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"template_id" uuid REFERENCES "slot_race_templates"("id") ON DELETE set null,
	"scoring" text NOT NULL,
	"currency" text NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"game_ids" uuid[],
	"prizes_minor" bigint[] NOT NULL,
	"pool_minor" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"frozen_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "slot_races_url_unique" UNIQUE("url"),
	CONSTRAINT "slot_races_template_start_unique" UNIQUE("template_id","starts_at"),
	CONSTRAINT "slot_races_scoring_check" CHECK ("slot_races"."scoring" IN ('wagered', 'multiplier', 'net_win')),
	CONSTRAINT "slot_races_status_check" CHECK ("slot_races"."status" IN ('scheduled', 'paying', 'closed', 'cancelled')),
	CONSTRAINT "slot_races_window_check" CHECK ("slot_races"."ends_at" > "slot_races"."starts_at"),
	CONSTRAINT "slot_races_amounts_check" CHECK ("slot_races"."min_bet_minor" >= 0 AND "slot_races"."pool_minor" > 0)
);
--> statement-breakpoint
CREATE INDEX "slot_races_status_ends_idx" ON "slot_races" USING btree ("status","ends_at");--> statement-breakpoint
CREATE TABLE "slot_race_scores" (
	"race_id" uuid NOT NULL REFERENCES "slot_races"("id") ON DELETE cascade,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE restrict,
	"score" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"reached_event_id" bigint NOT NULL,
	CONSTRAINT "slot_race_scores_race_id_player_id_pk" PRIMARY KEY("race_id","player_id")
);
--> statement-breakpoint
CREATE INDEX "slot_race_scores_standing_idx" ON "slot_race_scores" USING btree ("race_id","score" DESC,"reached_at","reached_event_id");--> statement-breakpoint
CREATE TABLE "slot_race_results" (
	"race_id" uuid NOT NULL REFERENCES "slot_races"("id") ON DELETE restrict,
	"place" integer NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE restrict,
	"score" bigint NOT NULL,
	"prize_minor" bigint NOT NULL,
	"ledger_entry_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "slot_race_results_race_id_place_pk" PRIMARY KEY("race_id","place"),
	CONSTRAINT "slot_race_results_player_unique" UNIQUE("race_id","player_id"),
	CONSTRAINT "slot_race_results_prize_check" CHECK ("slot_race_results"."prize_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_totals" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"player_id" uuid NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"wagered_eur_cents" bigint DEFAULT 0 NOT NULL,
	"prizes_eur_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leaderboard_totals_period_period_start_player_id_pk" PRIMARY KEY("period","period_start","player_id"),
	CONSTRAINT "leaderboard_totals_period_check" CHECK ("leaderboard_totals"."period" IN ('all', 'daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE INDEX "leaderboard_totals_rank_idx" ON "leaderboard_totals" USING btree ("period","period_start","wagered_eur_cents" DESC,"player_id");--> statement-breakpoint
CREATE TABLE "competition_preferences" (
	"player_id" uuid PRIMARY KEY NOT NULL REFERENCES "players"("id") ON DELETE cascade,
	"show_name" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_receipts" (
	"outbox_event_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competition_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_id" uuid,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "competition_audit_created_idx" ON "competition_audit" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "competition_bonus_rounds" (
	"round_key" text PRIMARY KEY NOT NULL
);
