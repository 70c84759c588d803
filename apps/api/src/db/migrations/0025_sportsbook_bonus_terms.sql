-- Sportsbook tickets in bonus wagering (issue 27.8): a campaign's minimum combined odds for a ticket's
-- stake to count (its percent is the "sportsbook" key of its contributions); null takes the default.
ALTER TABLE "bonus_campaigns" ADD COLUMN "sportsbook_min_odds" text;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_sportsbook_min_odds_decimal" CHECK ("sportsbook_min_odds" IS NULL OR "sportsbook_min_odds" ~ '^[0-9]{1,6}(\.[0-9]{1,4})?$');
