-- Sportsbook tickets on the platform (issue 27.8): a ticket's round keeps what its bet said (kind,
-- combined odds, legs) for the player's Gaming history.
ALTER TABLE "game_rounds" ADD COLUMN "sportsbook" jsonb;
