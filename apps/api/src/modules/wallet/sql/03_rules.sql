-- The wallet's money rules, one function each, every one the twin of a TypeScript rule the steps path
-- uses (wallet-rules.test.ts proves each pair equal over random inputs). wallet_bet and wallet_win
-- call these and nothing else for these decisions. Pure: they read no table.

-- Real money first, then bonus money: splitStake in packages/rules/src/bonuses.ts. Both parts null
-- when cash and bonus together cannot pay the stake.
CREATE OR REPLACE FUNCTION wallet_split_stake(
  stake bigint, cash_balance bigint, bonus_balance bigint, OUT cash_part bigint, OUT bonus_part bigint
)
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF stake < 0 THEN RAISE EXCEPTION 'a stake is not negative'; END IF;
  cash_part := least(stake, greatest(cash_balance, 0));
  bonus_part := stake - cash_part;
  IF bonus_part > bonus_balance THEN
    cash_part := NULL;
    bonus_part := NULL;
  END IF;
END $$;
--> statement-breakpoint

-- A wagered bonus's maximum bet holds for a round's stakes together (issue 26): exceedsMaximumBet in
-- packages/rules/src/bonuses.ts. No maximum (null) allows any stake.
CREATE OR REPLACE FUNCTION wallet_exceeds_max_bet(max_bet_minor text, round_stake bigint, stake bigint)
RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT max_bet_minor IS NOT NULL AND round_stake + stake > max_bet_minor::bigint
$$;
--> statement-breakpoint

-- The game group a bonus weighs a category in: productOfCategory in wager-facts/make-wager-facts.ts.
CREATE OR REPLACE FUNCTION wallet_game_group(category text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN category IN ('live-casino', 'table') THEN 'live-casino-and-tables'
    WHEN category IN ('game-shows', 'crash-and-fast') THEN category
    ELSE 'slots' END
$$;
--> statement-breakpoint

-- The percent of a stake that counts towards wagering: the game's own, else its group's, else 0
-- (contributionPercent in packages/rules/src/bonuses.ts).
CREATE OR REPLACE FUNCTION wallet_contribution_percent(terms jsonb, game_id uuid, category text)
RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((terms->'gameContributions'->>game_id::text)::integer,
    (terms->'contributions'->>wallet_game_group(category))::integer, 0)
$$;
--> statement-breakpoint

-- Wagering points of a stake, in hundredths of a minor unit: pointsOfStake in the rules.
CREATE OR REPLACE FUNCTION wallet_points_of_stake(stake bigint, percent integer) RETURNS bigint
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  IF percent < 0 OR percent > 100 THEN RAISE EXCEPTION 'percent 0..100'; END IF;
  RETURN stake * percent;
END $$;
--> statement-breakpoint

-- The bonus-funded part of a win, in the proportion of the round's stakes, rounded up (no fraction of
-- a minor unit becomes cash): bonusShareOf in packages/rules/src/bonuses.ts.
CREATE OR REPLACE FUNCTION wallet_bonus_share(amount bigint, round_stake bigint, round_bonus_stake bigint)
RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN amount <= 0 OR round_bonus_stake <= 0 OR round_stake <= 0 THEN 0
    WHEN round_bonus_stake >= round_stake THEN amount
    -- In numeric: the product of two large amounts would overflow bigint before the division.
    ELSE div(amount::numeric * round_bonus_stake + round_stake - 1, round_stake)::bigint END
$$;
--> statement-breakpoint

-- A round pays at most its stakes times the game's maximum multiplier over all its wins; only a
-- jackpot, on a jackpot game and once per round, goes above (winRefusal in wallet/max-win.ts). Null
-- when the win is allowed, else {"error": code, "data": ...}.
CREATE OR REPLACE FUNCTION wallet_win_refusal(
  is_jackpot_game boolean, max_win_multiplier integer, round_stake bigint, round_win bigint,
  round_jackpot_win bigint, amount bigint, jackpot bigint, default_max_win_multiplier integer
) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  cap bigint;
BEGIN
  IF jackpot > amount THEN RETURN jsonb_build_object('error', 'validation_error'); END IF;
  IF jackpot > 0 AND (NOT is_jackpot_game OR round_jackpot_win > 0) THEN
    RETURN jsonb_build_object('error', 'win_exceeds_maximum');
  END IF;
  cap := round_stake * coalesce(max_win_multiplier, default_max_win_multiplier);
  IF round_win - round_jackpot_win + (amount - jackpot) > cap THEN
    RETURN jsonb_build_object('error', 'win_exceeds_maximum', 'data', jsonb_build_object('maxWin', cap::text));
  END IF;
  RETURN NULL;
END $$;
