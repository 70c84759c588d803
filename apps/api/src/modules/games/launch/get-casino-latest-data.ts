import type { CasinoLatestData, Winner } from '@casino/contract';
import { currencies } from '@casino/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { formatUnits } from '@casino/rules/money';
import { maskName } from '../../wallet/mask-name';
import { isListed } from '../catalogue/game-view';
import { rowsOf } from '../../../db/transaction';
import { currencyInfo } from '../../../lib/player-currency';

const listSize = 10;
const topWindowMs = 30 * 24 * 60 * 60_000;

/**
 * Minor units per EUR of each currency (10^minorUnits x perEur), as a SQL CASE: top winners are
 * ranked by the EUR worth of their win, so 1,000 NOK does not outrank 500 EUR. Numeric maths, as a
 * ratio of integers (85 pence make 1 EUR).
 */
function minorPerEur(): SQL {
  const cases = Object.entries(currencies).map(([code, info]) => {
    const minorPerEurNum = 10 ** info.minorUnits * info.perEur.num;
    return sql`WHEN ${code} THEN ${sql.raw(`(${minorPerEurNum}::numeric / ${info.perEur.den})`)}`;
  });
  return sql`(CASE r.currency ${sql.join(cases, sql` `)} ELSE 100 END)`;
}

interface WinnerRow {
  username: string;
  nickname: string;
  game_id: string;
  title: string;
  slug: string;
  provider: string;
  win: string;
  stake: string;
  currency: string;
  ended_at: Date | string;
}

/** Names are masked and never an e-mail: the nickname when the player chose one, else the username. */
function toWinner(row: WinnerRow): Winner {
  const { minorUnits } = currencyInfo(row.currency);
  const win = BigInt(row.win);
  const stake = BigInt(row.stake);
  return {
    player: maskName(row.nickname.trim() || row.username),
    gameId: row.game_id,
    gameTitle: row.title,
    gameSlug: row.slug,
    provider: row.provider,
    amount: formatUnits(win, minorUnits),
    currency: row.currency,
    // Win over stake with two decimals, exact: 1250 on a stake of 100 is '12.50'.
    multiplier: stake > 0n ? formatUnits((win * 100n) / stake, 2) : null,
    at: new Date(row.ended_at).toISOString(),
  };
}

/**
 * The rounds that closed with a win, from their projection (round_winners, kept by a trigger on
 * game_rounds: wallet/sql/09_winners.sql), which holds the newest and the biggest of each skin and
 * currency; game_rounds has no index for these reads, so closing a round stays a HOT update.
 */
const winnerSelect = sql`SELECT pl.username, pl.nickname, g.id::text AS game_id, g.title, g.slug,
    p.code AS provider, r.win::text AS win, r.stake::text AS stake, r.currency, r.ended_at
  FROM round_winners r
  JOIN games g ON g.id = r.game_id
  JOIN game_providers p ON p.id = g.provider_id
  JOIN players pl ON pl.id = r.player_id
  WHERE ${isListed}`;

/** GET /casinoLatestData: the home page's Latest Winners and Top Winners, from real rounds. */
export async function getCasinoLatestData(db: Database, now: Date): Promise<CasinoLatestData> {
  const since = new Date(now.getTime() - topWindowMs).toISOString();
  const latest = rowsOf<WinnerRow>(
    await db.execute(sql`${winnerSelect} ORDER BY r.ended_at DESC, r.round_id DESC LIMIT ${listSize}`),
  );
  const top = rowsOf<WinnerRow>(
    await db.execute(sql`${winnerSelect} AND r.ended_at >= ${since}::timestamptz
      ORDER BY r.win::numeric / ${minorPerEur()} DESC, r.ended_at DESC, r.round_id DESC LIMIT ${listSize}`),
  );
  return { latestWinners: latest.map(toWinner), topWinners: top.map(toWinner) };
}
