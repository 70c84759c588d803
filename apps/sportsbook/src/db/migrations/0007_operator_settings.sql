-- The operator's settings, changed from the back office through the platform: the margin new prices
-- carry (one row) and each currency's stake and payout limits. Until an operator saves, neither has
-- rows and the sportsbook's configured defaults apply.
CREATE TABLE "pricing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"margin_basis_points" integer NOT NULL CHECK ("margin_basis_points" BETWEEN 0 AND 10000),
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_limits" (
	"currency" text PRIMARY KEY NOT NULL,
	"min_stake_minor" bigint NOT NULL CHECK ("min_stake_minor" > 0),
	"max_stake_minor" bigint NOT NULL CHECK ("max_stake_minor" >= "min_stake_minor"),
	"max_payout_minor" bigint NOT NULL CHECK ("max_payout_minor" >= "max_stake_minor"),
	"updated_at" timestamp with time zone NOT NULL
);
