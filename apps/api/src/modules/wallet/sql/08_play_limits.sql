-- Player protection (issue 33): the loss, wager and session-time limits, checked by wallet_bet and,
-- on the TypeScript path, by place-bet.ts calling the same function, so both paths refuse alike.
-- The limits themselves are set in modules/responsible-gambling (play_limits, migration 0028).

-- A player's play in one currency since a moment, counted from the ledger: the postings of game
-- entries (bets, wins, rollbacks; casino and sportsbook alike, both use the wallet) on the player's
-- cash account. The net loss is what the cash lost (stakes minus wins; negative when ahead); the
-- wagered amount is the cash staked, less bets rolled back. Bonus money is not the player's money and
-- counts in neither.
CREATE OR REPLACE FUNCTION play_limit_usage(
  player uuid, account_currency text, since timestamptz, OUT net_loss bigint, OUT wagered bigint
)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(-sum(p.amount), 0)::bigint,
    coalesce(-sum(p.amount) FILTER (WHERE e.kind IN ('game_bet', 'game_rollback')), 0)::bigint
  FROM ledger_accounts a
  JOIN ledger_postings p ON p.account_id = a.id
  JOIN ledger_entries e ON e.id = p.entry_id
  WHERE a.owner_kind = 'player' AND a.owner_id = player AND a.currency = account_currency
    AND a.kind = 'player_cash' AND e.kind IN ('game_bet', 'game_win', 'game_rollback')
    AND e.created_at >= since
$$;
--> statement-breakpoint

-- Seconds a player was logged in between two moments, all login sessions together (migration 0033 keeps
-- each session's span from login to last activity, after log-out too): sessions open at once on two
-- devices count once, merged into islands of time. The session in use counts up to `at`.
CREATE OR REPLACE FUNCTION play_time_seconds(
  player uuid, since timestamptz, at timestamptz, current_session uuid
) RETURNS bigint
LANGUAGE sql STABLE AS $$
  WITH spans AS (
    SELECT greatest(s.started_at, since) AS span_start,
      CASE WHEN s.session_id = current_session THEN at ELSE least(s.last_seen_at, at) END AS span_end
    FROM player_session_spans s
    WHERE s.player_id = player AND s.started_at < at
      AND (s.last_seen_at > since OR s.session_id = current_session)
  ), marked AS (
    SELECT span_start, span_end,
      CASE WHEN span_start <= max(span_end) OVER (ORDER BY span_start, span_end
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS opens_island
    FROM spans WHERE span_end > span_start
  ), islands AS (
    SELECT span_start, span_end, sum(opens_island) OVER (ORDER BY span_start, span_end) AS island
    FROM marked
  )
  SELECT coalesce(sum(extract(epoch FROM island_end - island_start)), 0)::bigint
  FROM (SELECT min(span_start) AS island_start, max(span_end) AS island_end FROM islands GROUP BY island) merged
$$;
--> statement-breakpoint

-- Whether a stake breaks one of the player's applied limits (a pending loosening does not count):
-- a loss or wager limit is broken when the window's net loss or stakes plus the stake would pass it
-- (the bet that reaches the limit exactly is allowed), the session-time limit when the login session
-- has lasted its minutes, the daily play-time limit when the last 24 hours' logged-in time has. Windows are rolling, as the deposit limits' (deposit-allowance.ts): the last
-- 24 hours, 7 days, 30 days. Null when the bet may go ahead, else {"error": code, "data": ...}.
CREATE OR REPLACE FUNCTION wallet_play_limit_refusal(
  player uuid, account_currency text, stake bigint, player_session uuid, at timestamptz
) RETURNS jsonb
LANGUAGE plpgsql STABLE AS $$
DECLARE
  limit_row record;
  used record;
  started timestamptz;
BEGIN
  FOR limit_row IN SELECT l.kind, l.period, l.amount_minor FROM play_limits l
      WHERE l.player_id = player AND l.amount_minor IS NOT NULL ORDER BY l.kind, l.period LOOP
    IF limit_row.kind = 'session' AND limit_row.period = 'day' THEN
      IF play_time_seconds(player, at - interval '1 day', at, player_session) >= limit_row.amount_minor * 60 THEN
        RETURN jsonb_build_object('error', 'daily_play_time_reached',
          'data', jsonb_build_object('minutes', limit_row.amount_minor::text));
      END IF;
      CONTINUE;
    END IF;
    IF limit_row.kind = 'session' THEN
      SELECT s.created_at INTO started FROM sessions s WHERE s.id = player_session;
      IF started IS NOT NULL AND at - started >= make_interval(mins => limit_row.amount_minor::integer) THEN
        RETURN jsonb_build_object('error', 'session_time_limit_reached',
          'data', jsonb_build_object('minutes', limit_row.amount_minor::text));
      END IF;
      CONTINUE;
    END IF;
    SELECT * INTO used FROM play_limit_usage(player, account_currency, at - CASE limit_row.period
      WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days' ELSE interval '30 days' END);
    IF (limit_row.kind = 'loss' AND used.net_loss + stake > limit_row.amount_minor)
        OR (limit_row.kind = 'wager' AND used.wagered + stake > limit_row.amount_minor) THEN
      RETURN jsonb_build_object('error', limit_row.kind || '_limit_reached',
        'data', jsonb_build_object('period', limit_row.period, 'limit', limit_row.amount_minor::text,
          'used', (CASE WHEN limit_row.kind = 'loss' THEN used.net_loss ELSE used.wagered END)::text));
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
