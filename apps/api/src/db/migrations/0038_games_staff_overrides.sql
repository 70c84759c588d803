-- The games catalogue screen (issue 29): what staff set on a game (enabled, order, category, tags, the
-- home page's New and Jackpot sections), by column name, so a provider's next game list keeps it.
ALTER TABLE "games" ADD COLUMN IF NOT EXISTS "staff_overrides" jsonb DEFAULT '{}'::jsonb NOT NULL;
