-- Free spins of a casino bonus (issue 31): the platform says so with the grant, and the wagering of the
-- bonus their wins open, so the game can tell the player where the wins go. Null: wins go to cash.
ALTER TABLE "free_round_grants" ADD COLUMN "bonus_wagering" integer;
