import { sql } from 'drizzle-orm';
import { inTransaction, rowsOf, type DbExecutor } from '../../db/transaction';
import { wagerFactsConsumer } from './make-wager-facts';
import { runConsumer, type RunOptions } from './stream-consumer';

/**
 * The facts every projection reads, brought up to date: the outbox's new movements made into facts,
 * then the bets of settled rounds into settlements. Loyalty and competitions each run it first (each
 * step shares its work between copies and does nothing twice).
 */
export async function makeAndSettleFacts(db: DbExecutor, run: RunOptions) {
  const facts = await runConsumer(db, wagerFactsConsumer(), run);
  const settled = await settleWagerFacts(db, run.now);
  return { facts, settled };
}

/**
 * Settles the bets whose rounds are done: a stake counts (CP, levels, cashback, challenges, races,
 * leaderboards) once its round can no longer be rolled back, and never when it was.
 *
 * The wallet refuses a rollback once a round has a win or is closed (provider protocol, section 4),
 * and a lost round closes with a win of 0 that moves no money and writes no event: the round's row
 * (game_rounds) is what says it. So each pass takes the open bet facts (kind 'bet', settled_at null)
 * whose round now has a win, is closed or was rolled back, marks them settled, and writes a
 * `settlement` fact (the bet's snapshot and time, settles_fact_id = the bet) for each bet whose round
 * was not rolled back. The projections count settlements only. SKIP LOCKED shares the work between
 * copies; the unique settles_fact_id makes a second settlement of one bet impossible.
 *
 * A sportsbook ticket's round stays open (the feed may correct a settlement days later): its bet is
 * settled by the ticket's first win call, a lost ticket's being a win of 0 (docs/provider-protocol.md,
 * section 10; the sportsbook never rolls back a stake it was answered for).
 *
 * A bet whose round stays open (a provider that never finishes it) counts nothing until it finishes.
 */
export async function settleWagerFacts(
  db: DbExecutor,
  now: Date,
  options: { limit?: number; maxBatches?: number } = {},
): Promise<number> {
  const limit = options.limit ?? 1_000;
  let settled = 0;
  for (let batch = 0; batch < (options.maxBatches ?? 20); batch += 1) {
    const counted = await inTransaction(db, async (tx) => {
      const rows = rowsOf<{ marked: number; written: number }>(
        await tx.execute(sql`
          WITH due AS (
            SELECT b.id, r.status = 'rolled_back' AS void
            FROM wager_facts b JOIN game_rounds r ON r.id = b.round_id
            WHERE b.kind = 'bet' AND b.settled_at IS NULL AND (r.status <> 'open' OR r.win > 0
              OR (b.product = 'sportsbook' AND EXISTS (SELECT 1 FROM provider_transactions t
                WHERE t.round_id = r.id AND t.kind = 'win')))
            ORDER BY b.id
            LIMIT ${limit}
            FOR UPDATE OF b SKIP LOCKED
          ), marked AS (
            UPDATE wager_facts b SET settled_at = ${now.toISOString()}::timestamptz
            FROM due WHERE b.id = due.id
            RETURNING b.*, due.void
          ), written AS (
            INSERT INTO wager_facts (kind, player_id, product, game_id, category, provider, round_id, currency,
              cash_stake_minor, bonus_stake_minor, house_edge_basis_points, odds, sign, source_key,
              settles_fact_id, created_at)
            SELECT 'settlement', m.player_id, m.product, m.game_id, m.category, m.provider, m.round_id,
              m.currency, m.cash_stake_minor, m.bonus_stake_minor, m.house_edge_basis_points, m.odds, 1,
              m.source_key, m.id, m.created_at
            FROM marked m
            WHERE NOT m.void
              AND NOT EXISTS (SELECT 1 FROM wager_facts x WHERE x.reverses_fact_id = m.id)
            ORDER BY m.id
            ON CONFLICT (settles_fact_id) DO NOTHING
            RETURNING 1
          )
          SELECT (SELECT count(*) FROM marked)::int AS marked, (SELECT count(*) FROM written)::int AS written`),
      );
      return rows[0] ?? { marked: 0, written: 0 };
    });
    settled += counted.written;
    if (counted.marked < limit) break;
  }
  return settled;
}
