import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../../config';
import { rowsOf } from '../../../db/transaction';
import { migrationsDir } from '../../../paths';
import { relaxedLimitsEnv } from '../../../test/accounts';
import { insertTestGame } from '../../../test/games';
import { createClock, useTestApp } from '../../../test/helper';
import { loginAsNewPlayer } from '../../../test/players';
import {
  betBody,
  fundPlayer,
  nextId,
  openGameSession,
  useFakeProvider,
  walletCall,
} from '../../wallet/wallet-test-kit';

/**
 * round_winners, the home page's winners (migration 0043, kept by wallet/sql/09_winners.sql): written
 * when a round closes with a win, changed or removed with the round's win, pruned to the newest and the
 * biggest of each skin and currency; and game_rounds has no index on what closing a round changes.
 */
const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const clock = createClock(new Date('2026-01-15T12:00:00Z'));
const ctx = useTestApp({ env, now: clock.now });

/** The statement of migration 0043 that fills round_winners from the rounds already played. */
function backfillStatement(): string {
  const migration = readFileSync(join(migrationsDir, '0043_round_winners.sql'), 'utf8');
  const statement = migration
    .split('--> statement-breakpoint')
    .find((part) => part.includes('INSERT INTO "round_winners"'));
  return statement!;
}

let slotId = '';
beforeAll(async () => {
  slotId = (await insertTestGame(ctx.db, { game: { title: 'Winners Slot' } })).id;
});

interface WinnerRow {
  win: string;
  stake: string;
  currency: string;
}

async function winnerRow(roundId: string): Promise<WinnerRow | undefined> {
  const [row] = rowsOf<WinnerRow>(
    await ctx.db.execute(sql`SELECT win::text AS win, stake::text AS stake, currency
      FROM round_winners WHERE round_id = ${roundId}::uuid`),
  );
  return row;
}

/** A bet through the wallet, answering the round's external id and its row's id. */
async function openRound(stake: string) {
  const player = await loginAsNewPlayer(ctx.app);
  await fundPlayer(ctx.db, player.playerId, 100_000n);
  const session = await openGameSession(ctx.app, provider, player, slotId);
  const bet = betBody(session, stake);
  const placed = await walletCall(ctx.app, 'bet', bet);
  expect(placed.statusCode, placed.body).toBe(200);
  const [round] = rowsOf<{ id: string }>(
    await ctx.db.execute(
      sql`SELECT id::text AS id FROM game_rounds WHERE external_round_id = ${bet.roundId}`,
    ),
  );
  return { session, externalRoundId: bet.roundId, id: round!.id };
}

/** The win that closes the round, through the wallet. */
async function closeRound(opened: Awaited<ReturnType<typeof openRound>>, amount: string) {
  const { session, externalRoundId } = opened;
  const settled = await walletCall(ctx.app, 'win', {
    playerId: session.playerId,
    transactionId: nextId('win'),
    roundId: externalRoundId,
    externalGameId: session.externalGameId,
    amount,
    currency: session.currency,
  });
  expect(settled.statusCode, settled.body).toBe(200);
}

describe('round_winners', () => {
  it('takes a round that closes with a win, follows its win, and drops it when the win is gone', async () => {
    const opened = await openRound('200');
    const { id } = opened;
    expect(await winnerRow(id)).toBeUndefined();
    await closeRound(opened, '5000');
    expect(await winnerRow(id)).toEqual({ win: '5000', stake: '200', currency: 'EUR' });

    await ctx.db.execute(sql`UPDATE game_rounds SET win = 1200 WHERE id = ${id}::uuid`);
    expect(await winnerRow(id)).toMatchObject({ win: '1200' });
    await ctx.db.execute(sql`UPDATE game_rounds SET win = 0 WHERE id = ${id}::uuid`);
    expect(await winnerRow(id)).toBeUndefined();
  });

  it('leaves a round closed without a win out', async () => {
    const opened = await openRound('300');
    const { id } = opened;
    await closeRound(opened, '0');
    const [round] = rowsOf<{ status: string }>(
      await ctx.db.execute(sql`SELECT status FROM game_rounds WHERE id = ${id}::uuid`),
    );
    expect(round!.status).toBe('closed');
    expect(await winnerRow(id)).toBeUndefined();
  });

  it('closes a round as wallet_win does with a HOT update: no index covers the columns it changes', async () => {
    const { id } = await openRound('100');
    // The backend's own counters, read on each side of the statement in one transaction (PostgreSQL 15
    // also counts there what earlier transactions of the connection did and it has not reported yet).
    const counts = await ctx.db.transaction(async (tx) => {
      const read = async () =>
        rowsOf<{ updated: number; hot: number }>(
          await tx.execute(sql`SELECT pg_stat_get_xact_tuples_updated('game_rounds'::regclass)::int AS updated,
            pg_stat_get_xact_tuples_hot_updated('game_rounds'::regclass)::int AS hot`),
        )[0]!;
      const before = await read();
      // The statement of sql/05_win.sql that closes a round, with its values.
      await tx.execute(sql`UPDATE game_rounds SET win = win + 700, jackpot_win = jackpot_win + 0,
          balance_after = balance_after + 700, status = 'closed', ended_at = ${clock.now().toISOString()}::timestamptz
        WHERE id = ${id}::uuid`);
      const after = await read();
      return { updated: after.updated - before.updated, hot: after.hot - before.hot };
    });
    expect(counts).toEqual({ updated: 1, hot: 1 });
    expect(await winnerRow(id)).toMatchObject({ win: '700' });
  });

  it('is pruned to the newest 50 and the biggest 50 of 30 days of each skin and currency', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const nonce = randomUUID();
    const base = new Date('2020-03-01T00:00:00Z');
    // 128 winners in a currency of their own (XTS, ISO's code for tests), one a minute, long before the
    // other tests' rounds: the first ten are the biggest, the rest grow with time.
    await ctx.db.execute(sql`
      INSERT INTO game_rounds (id, provider_id, external_round_id, player_id, game_id, currency, stake, win,
        balance_before, balance_after, status, started_at, ended_at)
      SELECT gen_random_uuid(), g.provider_id, ${nonce} || '-' || i, ${player.playerId}::uuid, g.id, 'XTS', 100,
        CASE WHEN i <= 10 THEN 1000000 + i ELSE 100 + i END, 0, 0, 'closed',
        ${base.toISOString()}::timestamptz + i * interval '1 minute',
        ${base.toISOString()}::timestamptz + i * interval '1 minute'
      FROM generate_series(1, 128) AS i, games g WHERE g.id = ${slotId}::uuid ORDER BY i`);
    const kept = async () =>
      rowsOf<{ n: number }>(
        await ctx.db.execute(sql`SELECT substring(r.external_round_id from ${nonce.length + 2}::int)::int AS n
          FROM round_winners w JOIN game_rounds r ON r.id = w.round_id
          WHERE w.currency = 'XTS' AND r.external_round_id LIKE ${`${nonce}-%`} ORDER BY n`),
      ).map((row) => row.n);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    // Every 64th winner prunes: 128 in a row prune at least once, to at most 100 rows then.
    expect((await kept()).length).toBeLessThan(128);
    const prune = (at: string) => ctx.db.execute(sql`SELECT round_winners_prune(${at}::timestamptz)`);
    await prune('2020-03-01T04:00:00Z');
    expect(await kept()).toEqual([...range(1, 10), ...range(79, 128)]);
    // Thirty-one days on, the big old wins are out of the top winners' window: the newest 50 stay.
    await prune('2020-04-01T04:00:00Z');
    expect(await kept()).toEqual(range(79, 128));

    // Migration 0043 fills the projection from game_rounds the same way (its window ends now): emptied
    // and filled again by the migration's statement, it holds these 50 again, and nothing more.
    const before = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM round_winners`);
    await ctx.db.execute(sql`DELETE FROM round_winners`);
    await ctx.db.execute(sql.raw(backfillStatement()));
    expect(await kept()).toEqual(range(79, 128));
    const after = await ctx.db.execute(sql`SELECT count(*)::int AS n FROM round_winners`);
    expect(rowsOf(after)).toEqual(rowsOf(before));
  });
});
