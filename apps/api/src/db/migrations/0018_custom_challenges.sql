-- Custom challenges (issue 16): staff may set a challenge's multiplier, prize, minimum bet and currency
-- instead of one of the rules' five tiers. A challenge has either a tier or all four terms.
ALTER TABLE "challenges" ALTER COLUMN "tier" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "multiplier" bigint;
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "prize_minor" bigint;
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "min_bet_minor" bigint;
--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "currency" text;
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_terms_check" CHECK (
	("challenges"."tier" IS NOT NULL AND "challenges"."multiplier" IS NULL AND "challenges"."prize_minor" IS NULL
		AND "challenges"."min_bet_minor" IS NULL AND "challenges"."currency" IS NULL)
	OR ("challenges"."tier" IS NULL AND "challenges"."multiplier" >= 2 AND "challenges"."prize_minor" > 0
		AND "challenges"."min_bet_minor" > 0 AND "challenges"."currency" ~ '^[A-Z]{3,5}$')
);
