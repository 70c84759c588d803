import { freeSpinsProviderCode } from './level-rewards';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gameProviders, games, players, skins } from '../../db/schema';
import { rowsOf, type DbExecutor } from '../../db/transaction';

/** A seeded pseudo-random generator (mulberry32): the same facts on every run of a test. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}

/** Players straight into the table (no sign-up): the projections only need them to exist. */
export async function insertPlayers(
  db: Database,
  currencies: readonly string[],
): Promise<{ id: string; currency: string }[]> {
  const [skin] = await db.select({ id: skins.id }).from(skins).limit(1);
  const now = new Date();
  const rows = currencies.map((currency) => {
    const tag = randomUUID().slice(0, 12);
    return {
      skinId: skin!.id,
      username: `lp${tag}`,
      email: `lp${tag}@example.test`,
      currency,
      country: 'DE',
      createdAt: now,
      updatedAt: now,
    };
  });
  return db.insert(players).values(rows).returning({ id: players.id, currency: players.currency });
}

export interface TestGameRef {
  id: string;
  category: 'slots' | 'live-casino' | 'game-shows' | 'crash-and-fast' | 'table';
  rtpBasisPoints: number;
}

/** Games of every category with their own RTPs, under a provider of the test's own. */
export async function insertCategoryGames(db: Database): Promise<TestGameRef[]> {
  const code = `loyalty-${randomUUID().slice(0, 8)}`;
  const [provider] = await db
    .insert(gameProviders)
    .values({ code, name: code })
    .returning({ id: gameProviders.id });
  const specs: Omit<TestGameRef, 'id'>[] = [
    { category: 'slots', rtpBasisPoints: 9_600 },
    { category: 'slots', rtpBasisPoints: 9_750 },
    { category: 'live-casino', rtpBasisPoints: 9_800 },
    { category: 'table', rtpBasisPoints: 9_900 },
    { category: 'game-shows', rtpBasisPoints: 9_650 },
    { category: 'crash-and-fast', rtpBasisPoints: 9_900 },
  ];
  const rows = await db
    .insert(games)
    .values(
      specs.map((spec, index) => ({
        providerId: provider!.id,
        externalId: `g${index}`,
        slug: `loyalty-game-${index}`,
        title: `Loyalty game ${index}`,
        category: spec.category,
        rtpBasisPoints: spec.rtpBasisPoints,
        volatility: 'medium',
        releaseDate: '2026-01-01',
        searchTitle: `loyalty game ${index}`,
        searchText: `loyalty game ${index}`,
      })),
    )
    .returning({ id: games.id, category: games.category, rtpBasisPoints: games.rtpBasisPoints });
  return rows as TestGameRef[];
}

export interface OutboxInsert {
  topic: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Outbox events in batches of a thousand, in the order given (their ids follow that order). */
export async function insertOutboxEvents(db: DbExecutor, events: OutboxInsert[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < events.length; start += 1_000) {
    const chunk = events.slice(start, start + 1_000).map((event) => ({
      topic: event.topic,
      payload: event.payload,
      created_at: event.createdAt.toISOString(),
    }));
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`
        INSERT INTO outbox_events (topic, payload, created_at)
        SELECT e.el->>'topic', e.el->'payload', (e.el->>'created_at')::timestamptz
        FROM jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) WITH ORDINALITY AS e(el, n)
        ORDER BY e.n
        RETURNING id::text AS id`),
    );
    ids.push(...rows.map((row) => Number(row.id)));
  }
  return ids;
}

/** The studio's slots the level 1-5 free spins are granted on, as the catalogue sync would list them. */
export async function insertFreeSpinSlots(db: Database): Promise<void> {
  const [provider] = await db
    .insert(gameProviders)
    .values({ code: freeSpinsProviderCode, name: freeSpinsProviderCode })
    .onConflictDoUpdate({ target: gameProviders.code, set: { code: freeSpinsProviderCode } })
    .returning({ id: gameProviders.id });
  const slugs = ['neon-fruits', 'sun-temple', 'lucky-clover', 'frost-giants', 'pearl-diver'];
  await db
    .insert(games)
    .values(
      slugs.map((slug) => ({
        providerId: provider!.id,
        externalId: slug,
        slug,
        title: slug,
        category: 'slots' as const,
        rtpBasisPoints: 9_600,
        volatility: 'medium',
        releaseDate: '2026-01-01',
        searchTitle: slug,
        searchText: slug,
        minBet: 10n,
      })),
    )
    .onConflictDoNothing();
}

/** A round id of the platform made from a number: the same on every run of a seeded test. */
export function roundIdOf(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

export interface TestRound {
  id: string;
  playerId: string;
  gameId: string;
  currency: string;
  status: 'open' | 'closed' | 'rolled_back';
  at: Date;
}

/**
 * The wallet's rows of the rounds synthetic events name (under their game's provider): the settle
 * step reads whether a round is still open, closed or rolled back there.
 */
export async function insertRounds(db: DbExecutor, rounds: TestRound[]): Promise<void> {
  for (let start = 0; start < rounds.length; start += 1_000) {
    const chunk = rounds.slice(start, start + 1_000).map((round) => ({
      id: round.id,
      player_id: round.playerId,
      game_id: round.gameId,
      currency: round.currency,
      status: round.status,
      at: round.at.toISOString(),
    }));
    await db.execute(sql`
      INSERT INTO game_rounds (id, provider_id, external_round_id, player_id, game_id, currency, stake,
        balance_before, balance_after, status, started_at, ended_at)
      SELECT x.id, g.provider_id, x.id::text, x.player_id, x.game_id, x.currency, 0, 0, 0, x.status, x.at,
        CASE WHEN x.status = 'open' THEN NULL ELSE x.at END
      FROM jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        AS x(id uuid, player_id uuid, game_id uuid, currency text, status text, at timestamptz)
      JOIN games g ON g.id = x.game_id`);
  }
}
