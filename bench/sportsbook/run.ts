/**
 * Sportsbook: tickets placed per second through the platform's wallet (singles and 5-leg
 * accumulators, p50/p99), settlement of BENCH_SETTLE open bets on one market (default 10,000), and
 * odds updates pushed to BENCH_CLIENTS sockets (default 1,000) with their delivery lag. The platform's and
 * the sportsbook's databases are PGlite in memory, or, with DATABASE_URL, scratch databases on that
 * PostgreSQL server (created and dropped here); the wallet calls are signed HTTP to the real platform.
 *
 *   npm run bench:sportsbook
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:sportsbook
 *   BENCH_PARTS=push npm run bench:sportsbook      (only the parts named: place, settle, push)
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPglite } from '../../apps/api/src/db/client';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { reconcile } from '../../apps/api/src/modules/ledger/reconcile';
import { openSportsbookPglite } from '../../apps/sportsbook/src/db/client';
import { openSportsbookPostgres } from '../../apps/sportsbook/src/db/postgres';
import type { SportsbookDeps } from '../../apps/sportsbook/src/tickets/deps';
import { placeTicket } from '../../apps/sportsbook/src/tickets/place-ticket';
import { settleFromFeed } from '../../apps/sportsbook/src/tickets/settle-tickets';
import { walletCalls } from '../../apps/sportsbook/src/db/schema';
import { createWalletClient } from '../../apps/sportsbook/src/wallet/wallet-client';
import { benchSecret, preparePlayers, providerCode, type BenchPlayer } from '../bets/setup';
import { createScratchDatabase } from '../ledger/scratch-database';
import { percentile } from '../ledger/stats';
import { benchBook, pickOf, timed } from './book';
import { benchPush } from './push';

const placements = Math.min(20_000, Math.max(50, Number(process.env.BENCH_BETS ?? 1_000) || 1_000));
const settleCount = Math.min(50_000, Math.max(100, Number(process.env.BENCH_SETTLE ?? 10_000) || 10_000));
const concurrency = Math.min(64, Math.max(1, Number(process.env.BENCH_CONCURRENCY ?? 16) || 16));
const parts = new Set((process.env.BENCH_PARTS ?? 'place,settle,push').split(',').map((p) => p.trim()));
const huge = 10n ** 15n;

const line = (name: string, count: number, seconds: number, durations: number[]) =>
  console.log(
    `${name.padEnd(22)} ${String(count).padStart(6)} bets  ${(count / seconds).toFixed(0).padStart(6)}/s  p50 ${percentile(durations, 0.5).toFixed(1)} ms  p99 ${percentile(durations, 0.99).toFixed(1)} ms`,
  );

/** Both databases: PGlite in memory, or scratch databases on DATABASE_URL's server. */
async function openDatabases() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return {
      platformDb: await openPglite(null),
      book: await openSportsbookPglite(null),
      drop: async () => {},
    };
  const [platformScratch, bookScratch] = await Promise.all([
    createScratchDatabase(serverUrl, 'bench_sb_platform'),
    createScratchDatabase(serverUrl, 'bench_sb_book'),
  ]);
  return {
    platformDb: openPostgres(platformScratch.url, null, concurrency + 4),
    book: openSportsbookPostgres(bookScratch.url, concurrency + 4),
    drop: async () => {
      await platformScratch.drop();
      await bookScratch.drop();
    },
  };
}

async function withPlatform(work: (deps: SportsbookDeps, players: BenchPlayer[]) => Promise<void>) {
  const { platformDb, book, drop } = await openDatabases();
  console.log(
    `databases: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in memory'}, ${concurrency} placements at a time`,
  );
  await platformDb.migrate();
  await book.migrate();
  const config = buildConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
    STUDIO_EMBEDDED: 'false',
    SPORTSBOOK_EMBEDDED: 'false',
    STUDIO_SECRET: benchSecret,
    STAFF_TOTP_KEY: `${benchSecret}-staff-totp`,
    SKIN_API_KEY: 'bench-skin-key',
  });
  const app = await buildApp({ config, db: platformDb.db });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const players = await preparePlayers(app, platformDb.db, baseUrl, concurrency);
    const deps: SportsbookDeps = {
      db: book.db,
      state: benchBook(10),
      wallet: createWalletClient({ platformUrl: baseUrl, secret: benchSecret, providerCode }),
      limits: { EUR: { minStake: 1n, maxStake: huge, maxPayout: huge, maxLiabilityPerOutcome: huge } },
      liveDelayMs: 0,
      sleep: () => Promise.resolve(),
      now: () => new Date(),
      // The platform knows the bench's game as the provider's: the sportsbook's calls name it.
      externalGameId: players[0]!.externalGameId,
    };
    await work(deps, players);
    const books = await reconcile(platformDb.db);
    console.log(`platform books reconcile: ${books.isClean ? 'clean' : 'NOT CLEAN'}`);
  } finally {
    await app.close();
    await book.close();
    await platformDb.close();
    await drop();
  }
}

function place(
  deps: SportsbookDeps,
  player: BenchPlayer,
  key: string,
  selections: ReturnType<typeof pickOf>[],
) {
  return placeTicket(deps, {
    playerId: player.playerId,
    sessionToken: player.sessionToken,
    idempotencyKey: key,
    currency: 'EUR',
    stake: 100n,
    bet: { kind: selections.length === 1 ? 'single' : 'accumulator' },
    selections,
    acceptOddsChange: 'any',
  }).then((answer) => {
    if (!answer.ok) throw new Error(`placement refused: ${answer.reason}`);
  });
}

async function placementRates(deps: SportsbookDeps, players: BenchPlayer[]) {
  const singles = await timed(placements, concurrency, (i) =>
    place(deps, players[i % players.length]!, `single-${i}`, [pickOf(deps.state, i % 10)]),
  );
  line('singles', placements, singles.seconds, singles.durations);
  const accas = await timed(placements, concurrency, (i) =>
    place(
      deps,
      players[i % players.length]!,
      `acca-${i}`,
      [0, 1, 2, 3, 4].map((e) => pickOf(deps.state, (e + i) % 10)),
    ),
  );
  line('5-leg accumulators', placements, accas.seconds, accas.durations);
}

/** BENCH_SETTLE singles on one market (home and away in turn), placed, then settled by one message. */
async function settlement(deps: SportsbookDeps, players: BenchPlayer[]) {
  const placed = await timed(settleCount, concurrency, (i) =>
    place(deps, players[i % players.length]!, `settle-${i}`, [
      pickOf(deps.state, 9, i % 2 ? 'away' : 'home'),
    ]),
  );
  line('singles (to settle)', settleCount, placed.seconds, placed.durations);
  const started = performance.now();
  const result = await settleFromFeed(deps, {
    type: 'bet_settlement',
    timestamp: Date.now(),
    producer: 'pre',
    eventId: 'bench:9',
    markets: [
      {
        type: '1x2',
        specifiers: {},
        outcomes: [
          { id: 'home', result: 1, voidFactor: 0, deadHeatFactor: 1 },
          { id: 'draw', result: 0, voidFactor: 0, deadHeatFactor: 1 },
          { id: 'away', result: 0, voidFactor: 0, deadHeatFactor: 1 },
        ],
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const credits = await deps.db
    .select({ kind: walletCalls.kind, state: walletCalls.state, amount: walletCalls.amountMinor })
    .from(walletCalls)
    .where(eq(walletCalls.kind, 'credit'));
  const paid = credits.filter((c) => c.state === 'done');
  const wins = paid.filter((c) => c.amount > 0n).length;
  console.log(
    `settlement             ${result.settledTickets.length} tickets on one market in ${seconds.toFixed(1)} s: ${(result.settledTickets.length / seconds).toFixed(0)} tickets/s; ${paid.length} wallet credits confirmed (${wins} wins, the rest a win of 0 that settles a lost bet), ${(paid.length / seconds).toFixed(0)}/s, 8 tickets at a time; ${credits.length - paid.length} not confirmed`,
  );
}

if (parts.has('place') || parts.has('settle')) {
  await withPlatform(async (deps, players) => {
    if (parts.has('place')) await placementRates(deps, players);
    if (parts.has('settle')) await settlement(deps, players);
  });
}
if (parts.has('push')) await benchPush();
