-- The home page's latest and top winners (issue 32): a projection of the rounds that closed with a win,
-- kept by a trigger on game_rounds so that every path that closes, adjusts or rolls back a round (these
-- functions, the TypeScript steps, the seeds) keeps it right, and read by games/launch's
-- get-casino-latest-data.ts instead of game_rounds, whose close is then a HOT update (migration 0043).
-- Bounded: every 64th winner prunes it to the newest 50 of each skin and currency and the biggest 50
-- of the 30 days before that winner (the top winners' window). A round's win changes its row; a round
-- that no longer counts as a win (adjusted to nothing, rolled back) leaves it.
CREATE OR REPLACE FUNCTION round_winners_prune(reference timestamptz) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM round_winners w
  WHERE w.round_id IN (
    SELECT ranked.round_id FROM (
      SELECT k.round_id, k.ended_at >= reference - interval '30 days' AS recent,
        row_number() OVER (PARTITION BY k.skin_id, k.currency ORDER BY k.ended_at DESC, k.round_id DESC) AS newest,
        row_number() OVER (PARTITION BY k.skin_id, k.currency
          ORDER BY k.ended_at >= reference - interval '30 days' DESC, k.win DESC, k.ended_at DESC,
            k.round_id DESC) AS biggest
      FROM round_winners k
    ) ranked
    WHERE ranked.newest > 50 AND NOT (ranked.recent AND ranked.biggest <= 50)
  );
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION round_winners_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  added bigint;
BEGIN
  IF NEW.status <> 'closed' OR NEW.win <= 0 OR NEW.ended_at IS NULL THEN
    DELETE FROM round_winners WHERE round_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO round_winners (round_id, skin_id, player_id, game_id, currency, stake, win, ended_at)
    SELECT NEW.id, pl.skin_id, NEW.player_id, NEW.game_id, NEW.currency, NEW.stake, NEW.win, NEW.ended_at
    FROM players pl WHERE pl.id = NEW.player_id
  ON CONFLICT (round_id) DO UPDATE SET stake = EXCLUDED.stake, win = EXCLUDED.win, ended_at = EXCLUDED.ended_at
  RETURNING seq INTO added;
  -- One pruning at a time (two deleting the same rows in another order could deadlock); one that finds
  -- another under way leaves it to the next 64th winner.
  IF added % 64 = 0 AND pg_try_advisory_xact_lock(hashtext('round_winners_prune')) THEN
    PERFORM round_winners_prune(NEW.ended_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows that are, or were, a closed round with a win call the function: a bet's update of an open
-- round is tested in the trigger's WHEN and costs nothing more.
CREATE OR REPLACE TRIGGER round_winners_sync_update
  AFTER UPDATE ON game_rounds FOR EACH ROW
  WHEN ((NEW.status = 'closed' AND NEW.win > 0) OR (OLD.status = 'closed' AND OLD.win > 0))
  EXECUTE FUNCTION round_winners_sync();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER round_winners_sync_insert
  AFTER INSERT ON game_rounds FOR EACH ROW
  WHEN (NEW.status = 'closed' AND NEW.win > 0)
  EXECUTE FUNCTION round_winners_sync();
