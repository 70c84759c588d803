import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signBody } from '@casino/contract/signature';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  buildConfig,
  createLaunchToken,
  createSession,
  fundPlayer,
  insertPlayer,
  openPostgres,
  reconcile,
} from '@casino/api/testing';
import { freePort } from './test/free-port';

/*
 * Two API instances and two studio instances, each a process of its own, on one PostgreSQL server
 * and one Redis, as `npm start` runs them behind a load balancer: signed wallet calls storm both API
 * instances (each bet on one, its win on the other) while crash rounds run, three players betting in
 * each (one of them through a socket on the instance that does not lead); the studio that leads is
 * killed (SIGKILL) in the middle of a round with bets riding. A player's socket on the other studio
 * instance sees every round (the leader's through Redis, then its own once it leads), in order and
 * never twice; afterwards the books reconcile and every bet is settled exactly once.
 * Needs a PostgreSQL server (DATABASE_URL, or one on 127.0.0.1:5432) and Redis (TEST_REDIS_URL, or
 * database 5 on 127.0.0.1:6379); it skips itself, saying why, without them.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL!
  : 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const secret = `four-instances-${randomBytes(16).toString('hex')}`;
const currency = 'EUR';

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

async function whyNotHere(): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
  } catch (error) {
    return `no PostgreSQL server reachable at ${new URL(serverUrl).host} (${(error as Error).message})`;
  }
  if (!(await redisAnswers(redisUrl))) return `no Redis reachable at ${new URL(redisUrl).host}`;
  return null;
}

const skipReason = await whyNotHere();
if (skipReason) console.warn(`four-instances test skipped: ${skipReason}`);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  probe: () => Promise<T | null | false> | T | null | false,
  timeoutMs: number,
): Promise<T> {
  const begun = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    if (Date.now() - begun > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  /** The process's last lines, shown when something fails. */
  output: string[];
}

/** A process of its own under tsx's loader (no watcher, no wrapper: a SIGKILL reaches the server itself). */
function startInstance(name: string, entry: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { name, url: `http://127.0.0.1:${port}`, child, output: [] };
  const keep = (chunk: Buffer) => {
    instance.output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    instance.output.splice(0, Math.max(0, instance.output.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return instance;
}

async function ready(instance: Instance, path: string) {
  await until(
    `${instance.name} to serve`,
    async () => {
      if (instance.child.exitCode !== null)
        throw new Error(
          `${instance.name} exited (${instance.child.exitCode}):\n${instance.output.join('\n')}`,
        );
      const answer = await fetch(`${instance.url}${path}`).catch(() => null);
      return answer !== null && (answer.status === 200 || answer.status === 503);
    },
    60_000,
  );
}

function stopInstance(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
    const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
    instance.child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    instance.child.kill('SIGTERM');
  });
}

/** A signed call as a provider (here: the studio's key) makes it. */
async function signedPost(url: string, body: unknown): Promise<{ status: number; json: { data?: unknown } }> {
  const raw = JSON.stringify(body);
  const answer = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-provider': 'nova-studio',
      'x-signature': signBody(secret, raw),
    },
    body: raw,
  });
  return { status: answer.status, json: (await answer.json()) as { data?: unknown } };
}

type Message = {
  type: string;
  roundId?: string;
  roundNumber?: number;
  elapsedMs?: number;
  round?: { roundId: string; roundNumber: number; phase: string };
} & Record<string, unknown>;

interface CrashSocket {
  socket: WebSocket;
  messages: Message[];
  closed: Promise<void>;
}

async function crashSocket(
  studio: Instance,
  token: string,
  onMessage?: (message: Message, socket: WebSocket) => void,
): Promise<CrashSocket> {
  const socket = new WebSocket(`${studio.url.replace('http', 'ws')}/studio/crash/ws`);
  const messages: Message[] = [];
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as Message;
    messages.push(message);
    onMessage?.(message, socket);
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ type: 'auth', token }));
  await until(
    'the socket to authenticate',
    () => messages.some((message) => message.type === 'authed'),
    10_000,
  );
  return { socket, messages, closed };
}

describe.skipIf(skipReason !== null)(
  'two API and two studio instances on PostgreSQL and Redis, the leader killed',
  () => {
    const name = `fanout_${randomBytes(5).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'four-instances-'));
    const instances: Instance[] = [];
    let admin: pg.Client;
    let platformPool: pg.Pool;
    let studioPool: pg.Pool;
    let platform: ReturnType<typeof openPostgres>;
    let apis: Instance[] = [];
    let studios: Instance[] = [];

    const urlOf = (database: string) => {
      const url = new URL(serverUrl);
      url.pathname = `/${database}`;
      return url.toString();
    };

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.query(`CREATE DATABASE "${name}_studio"`);
      const [api1, api2, studio1, studio2] = await Promise.all([
        freePort(),
        freePort(),
        freePort(),
        freePort(),
      ]);
      const shared = {
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `${name}:`,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        STAFF_TOTP_KEY: `${secret}-staff-totp`,
      };
      // Studio i calls API i, API i launches on studio i: both directions cross every instance.
      studios = [studio1!, studio2!].map((port, i) =>
        startInstance(`studio ${i + 1}`, 'apps/server/src/test/studio-instance.ts', port, {
          ...shared,
          STUDIO_PORT: String(port),
          STUDIO_DATABASE_URL: urlOf(`${name}_studio`),
          STUDIO_SECRET: secret,
          STUDIO_PLATFORM_URL: `http://127.0.0.1:${[api1, api2][i]}`,
        }),
      );
      apis = [api1!, api2!].map((port, i) =>
        startInstance(`api ${i + 1}`, 'apps/api/src/main.ts', port, {
          ...shared,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: urlOf(name),
          DATA_DIR: join(dataDir, `api${i + 1}`),
          STUDIO_EMBEDDED: 'false',
          STUDIO_URL: `http://127.0.0.1:${[studio1, studio2][i]}/studio`,
          STUDIO_SECRET: secret,
          RATE_LIMIT_MAX: '1000000',
        }),
      );
      instances.push(...studios, ...apis);
      // Started together: each migrates under its advisory lock, the others wait.
      await Promise.all([
        ...studios.map((studio) => ready(studio, '/studio/leader')),
        ...apis.map((api) => ready(api, '/health')),
      ]);
      platformPool = new pg.Pool({ connectionString: urlOf(name), max: 4 });
      studioPool = new pg.Pool({ connectionString: urlOf(`${name}_studio`), max: 2 });
      // The databases are dropped with FORCE at the end: a connection cut then is no failure.
      for (const pool of [platformPool, studioPool]) pool.on('error', () => undefined);
      platform = openPostgres(urlOf(name));
    }, 90_000);

    afterAll(async () => {
      await Promise.all(instances.map(stopInstance));
      await platform?.close();
      await platformPool?.end();
      await studioPool?.end();
      await admin?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin?.query(`DROP DATABASE IF EXISTS "${name}_studio" WITH (FORCE)`);
      await admin?.end();
      rmSync(dataDir, { recursive: true, force: true });
    }, 30_000);

    /** A funded player with a login session and a launch token for `gameId`. */
    async function newPlayer(gameId: string, skinId: string) {
      const now = new Date();
      const name = `four${randomUUID().slice(0, 8)}`;
      const player = {
        skinId,
        username: name,
        email: `${name}@example.test`,
        nickname: name,
        currency,
        country: 'DE',
      };
      const playerId = await insertPlayer(platform.db, player, {}, now);
      await fundPlayer(platform.db, playerId, 1_000_000n, currency);
      const { session } = await createSession(platform.db, {
        kind: 'player',
        skinId,
        playerId,
        ip: '127.0.0.1',
        countryCode: 'DE',
        now,
        timeouts: buildConfig({}).sessions.player,
      });
      const launchToken = await createLaunchToken(platform.db, {
        playerId,
        playerSessionId: session.id,
        gameId,
        currency,
        language: 'en',
        now,
        ttlMs: 600_000,
      });
      return { playerId, launchToken };
    }

    it('a socket on the other instance sees every round; the books reconcile; every bet is settled once', async () => {
      const gameIds = await until(
        'the catalogue sync to list the studio games',
        async () => {
          const { rows } = await platformPool.query<{ external_id: string; id: string }>(
            "SELECT external_id, id FROM games WHERE external_id IN ('crash', 'dice')",
          );
          return rows.length === 2 ? new Map(rows.map((row) => [row.external_id, row.id])) : null;
        },
        30_000,
      );
      const { rows: skinRows } = await platformPool.query<{ id: string }>(
        'SELECT id FROM skins ORDER BY id LIMIT 1',
      );

      // The storm: signed bets and wins from eight players, each bet on one API instance, its win on the other.
      const stormers = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const { playerId, launchToken } = await newPlayer(gameIds.get('dice')!, skinRows[0]!.id);
          const answer = await signedPost(`${apis[i % 2]!.url}/provider/v1/authenticate`, { launchToken });
          expect(answer.status).toBe(200);
          return { playerId, sessionToken: (answer.json.data as { sessionToken: string }).sessionToken };
        }),
      );
      let isStorming = true;
      const storm = { rounds: 0, failures: [] as string[] };
      const stormDone = Promise.all(
        stormers.map(async (player, i) => {
          for (let round = 0; isStorming; round += 1) {
            const roundId = `storm-${i}-${round}`;
            const common = { playerId: player.playerId, roundId, externalGameId: 'dice', currency };
            const bet = await signedPost(`${apis[(i + round) % 2]!.url}/provider/v1/bet`, {
              ...common,
              sessionToken: player.sessionToken,
              transactionId: `${roundId}-bet`,
              amount: '10',
            });
            const win = await signedPost(`${apis[(i + round + 1) % 2]!.url}/provider/v1/win`, {
              ...common,
              transactionId: `${roundId}-win`,
              amount: round % 3 === 0 ? '20' : '0',
              roundClosed: true,
            });
            if (bet.status !== 200 || win.status !== 200)
              storm.failures.push(`${roundId}: ${bet.status}/${win.status}`);
            storm.rounds += 1;
          }
        }),
      );

      try {
        await playCrashAndKillTheLeader();
      } finally {
        isStorming = false;
        await stormDone;
      }
      // The storm went through both instances without a refusal, each round closed once.
      expect(storm.failures).toEqual([]);
      const { rows: stormRounds } = await platformPool.query<{ open: number; closed: number }>(
        `SELECT count(*) FILTER (WHERE status <> 'closed')::int AS open, count(*) FILTER (WHERE status = 'closed')::int AS closed
       FROM game_rounds WHERE external_round_id LIKE 'storm-%'`,
      );
      expect(stormRounds[0]).toEqual({ open: 0, closed: storm.rounds });

      const books = await reconcile(platform.db);
      expect(books.accountMismatches).toEqual([]);
      expect(books.unbalancedEntries).toEqual([]);
      expect(books.isClean).toBe(true);

      async function playCrashAndKillTheLeader() {
        // Three crash players, launched and opened like a game page does it.
        const crashers = await Promise.all(
          Array.from({ length: 3 }, async (_, i) => {
            const { playerId, launchToken } = await newPlayer(gameIds.get('crash')!, skinRows[0]!.id);
            const launched = await signedPost(`${studios[i % 2]!.url}/studio/launch`, {
              externalGameId: 'crash',
              mode: 'real',
              launchToken,
              currency,
              language: 'en',
              homeUrl: null,
              cashierUrl: null,
              viewMode: 'desktop',
            });
            expect(launched.status).toBe(200);
            const token = new URL((launched.json.data as { url: string }).url, 'http://x').searchParams.get(
              'launch',
            )!;
            const opened = await fetch(`${studios[(i + 1) % 2]!.url}/studio/api/session`, {
              headers: { 'x-studio-session': token },
            });
            expect(opened.status).toBe(200);
            return { playerId, token, autoCashOut: ['1.50', '3.00', null][i]! };
          }),
        );

        const isLeader = async (studio: Instance) =>
          (await fetch(`${studio.url}/studio/leader`).catch(() => null))?.status === 200;
        const leader = await until(
          'a leader',
          async () =>
            (await isLeader(studios[0]!)) ? studios[0]! : (await isLeader(studios[1]!)) ? studios[1]! : null,
          15_000,
        );
        const follower = studios.find((studio) => studio !== leader)!;

        // The watcher: the first crash player's socket on the instance that does not lead.
        const watcher = await crashSocket(follower, crashers[0]!.token);
        let isBetting = true;
        const acceptedIn = new Map<string, number>();
        const betEveryRound = (autoCashOut: string | null) => {
          const betOn = new Set<string>();
          return (message: Message, socket: WebSocket) => {
            if (message.type === 'bet_accepted')
              acceptedIn.set(message.roundId!, (acceptedIn.get(message.roundId!) ?? 0) + 1);
            const round = message.type === 'state' ? message.round! : null;
            if (!isBetting || !round || round.phase !== 'betting' || betOn.has(round.roundId)) return;
            betOn.add(round.roundId);
            socket.send(JSON.stringify({ type: 'bet', stake: '100', autoCashOut }));
          };
        };
        const openBettor = (crasher: (typeof crashers)[number], studio: Instance) =>
          crashSocket(studio, crasher.token, betEveryRound(crasher.autoCashOut));
        const crashesSeen = () => watcher.messages.filter((message) => message.type === 'crash');

        // Two bet through sockets on the leader, one through the other instance (its bets go to the leader).
        let bettors = await Promise.all(
          crashers.map((crasher, i) => openBettor(crasher, i === 1 ? follower : leader)),
        );
        await until('three rounds crashed on the leader', () => crashesSeen().length >= 3, 30_000);

        // Killed while a round takes bets and all three bets are in: they ride a round nobody will finish.
        const killedRoundId = await until(
          'a round with every bet in',
          () => {
            const states = watcher.messages.filter((message) => message.type === 'state');
            const last = states[states.length - 1]?.round;
            return last && last.phase === 'betting' && acceptedIn.get(last.roundId) === crashers.length
              ? last.roundId
              : null;
          },
          15_000,
        );
        // The first player's socket on the leader: what the leader's own sockets got, to compare with.
        const onFirstLeader = bettors[0]!;
        leader.child.kill('SIGKILL');
        await Promise.all(bettors.filter((_, i) => i !== 1).map((bettor) => bettor.closed));
        const killedAt = Date.now();
        await until('the other instance to lead', () => isLeader(follower), 10_000);
        const takeoverMs = Date.now() - killedAt;
        bettors = await Promise.all(
          bettors.map((bettor, i) => (i === 1 ? bettor : openBettor(crashers[i]!, follower))),
        );
        const crashesBefore = crashesSeen().length;
        await until(
          'three rounds crashed on the new leader',
          () => crashesSeen().length >= crashesBefore + 3,
          30_000,
        );
        isBetting = false;
        const crashesAtStop = crashesSeen().length;
        await until(
          'the last round with bets to crash',
          () => crashesSeen().length >= crashesAtStop + 1,
          15_000,
        );
        await Promise.all(bettors.map((bettor) => bettor.socket.close()));

        // Every crash bet ends: won or lost (settled) or refunded (rolled back), none still owed.
        const studioBets = await until(
          'every crash bet to be settled',
          async () => {
            const { rows } = await studioPool.query<{
              id: string;
              status: string;
              player_key: string;
              crash_round_id: string;
            }>(
              "SELECT id, status, player_key, outcome->>'crashRoundId' AS crash_round_id FROM rounds WHERE game = 'crash'",
            );
            return rows.every(
              (row) => row.status === 'settled' || row.status === 'rolled_back' || row.status === 'rejected',
            )
              ? rows
              : null;
          },
          20_000,
        );
        await pause(500);
        watcher.socket.close();

        const { rows: crashRounds } = await studioPool.query<{
          id: string;
          round_number: number;
          status: string;
        }>('SELECT id, round_number, status FROM crash_rounds ORDER BY round_number');
        // One chain, no number skipped or doubled; the killed round cancelled, every other finished one crashed.
        expect(crashRounds.map((round) => round.round_number)).toEqual(crashRounds.map((_, i) => i + 1));
        expect(crashRounds.filter((round) => round.status === 'cancelled').map((round) => round.id)).toEqual([
          killedRoundId,
        ]);

        // The watcher saw every round from the first it saw open, each crash once and in order, ticks never twice.
        const statesSeen = watcher.messages
          .filter((message) => message.type === 'state')
          .map((message) => message.round!);
        // From the first round it saw open (the state a socket gets on connecting may be of a round already over).
        const firstSeen = statesSeen.find((round) => round.phase === 'betting')!.roundNumber;
        const lastCrash = crashesSeen()[crashesSeen().length - 1]!;
        const watched = crashRounds.filter(
          (round) => round.round_number >= firstSeen && round.round_number <= lastCrash.roundNumber!,
        );
        // Three crashes on the first leader (the first may be of a round already running when the watcher
        // connected, so not watched), the killed round, and four on the new leader.
        expect(watched.length).toBeGreaterThanOrEqual(7);
        const seenIds = new Set(statesSeen.map((round) => round.roundId));
        expect(watched.filter((round) => !seenIds.has(round.id))).toEqual([]);
        // A crash of the round already running when it connected is seen, but that round is not watched.
        const crashesOfWatched = crashesSeen().filter((message) => message.roundNumber! >= firstSeen);
        expect(crashesOfWatched.map((message) => message.roundId)).toEqual(
          watched.filter((round) => round.status === 'crashed').map((round) => round.id),
        );
        const roundNumbersSeen = statesSeen.map((round) => round.roundNumber);
        expect(roundNumbersSeen).toEqual([...roundNumbersSeen].sort((a, b) => a - b));
        // Each round's run (its ticks and its crash) exactly as a socket on the leader that drove it got
        // it: nothing lost, doubled or reordered on the way through Redis.
        const runOf = (socket: CrashSocket, roundId: string) =>
          socket.messages
            .filter(
              (message) =>
                (message.type === 'tick' || message.type === 'crash') && message.roundId === roundId,
            )
            .map((message) => (message.type === 'crash' ? 'crash' : message.elapsedMs));
        const sawOpen = (socket: CrashSocket, roundId: string) =>
          socket.messages.some(
            (message) => message.round?.roundId === roundId && message.round.phase === 'betting',
          );
        const compared = watched.filter((round) => {
          const reference = [onFirstLeader, bettors[0]!].find((socket) => sawOpen(socket, round.id));
          if (reference) expect(runOf(watcher, round.id)).toEqual(runOf(reference, round.id));
          return reference !== undefined;
        });
        expect(compared.length).toBeGreaterThanOrEqual(watched.length - 2);
        // The watcher's player bet through the other sockets: each of its crashed bets was told to it once.
        const ownSettled = watcher.messages
          .filter((message) => message.type === 'settled')
          .map((message) => message.roundId);
        const ownCrashedBets = studioBets.filter(
          (bet) =>
            bet.player_key === `p:${crashers[0]!.playerId}` &&
            bet.status === 'settled' &&
            watched.some((round) => round.id === bet.crash_round_id && round.status === 'crashed'),
        );
        expect(ownCrashedBets.length).toBeGreaterThanOrEqual(3);
        expect(
          ownSettled.filter((roundId) => ownCrashedBets.some((bet) => bet.crash_round_id === roundId)),
        ).toHaveLength(ownCrashedBets.length);
        expect(new Set(ownSettled).size).toBe(ownSettled.length);

        // The bets of the killed round were refunded; on the platform every crash bet has one bet and one end.
        const killedBets = studioBets.filter((bet) => bet.crash_round_id === killedRoundId);
        expect(killedBets.map((bet) => bet.status)).toEqual(['rolled_back', 'rolled_back', 'rolled_back']);
        const accepted = studioBets.filter((bet) => bet.status !== 'rejected');
        const { rows: ends } = await platformPool.query<{
          round: string;
          bets: number;
          wins: number;
          rollbacks: number;
          status: string;
        }>(
          `SELECT t.external_round_id AS round,
              count(*) FILTER (WHERE t.kind = 'bet')::int AS bets,
              count(*) FILTER (WHERE t.kind = 'win')::int AS wins,
              count(*) FILTER (WHERE t.kind = 'rollback')::int AS rollbacks,
              min(r.status) AS status
       FROM provider_transactions t JOIN game_rounds r ON r.id = t.round_id
       WHERE t.external_round_id = ANY($1::text[])
       GROUP BY t.external_round_id`,
          [accepted.map((bet) => bet.id)],
        );
        const endOf = new Map(ends.map((row) => [row.round, row]));
        for (const bet of accepted) {
          const end = endOf.get(bet.id);
          expect({ bet: bet.id, bets: end?.bets, ends: (end?.wins ?? 0) + (end?.rollbacks ?? 0) }).toEqual({
            bet: bet.id,
            bets: 1,
            ends: 1,
          });
          expect(end!.status).toBe(bet.status === 'settled' ? 'closed' : 'rolled_back');
        }
        console.warn(
          `four instances: ${watched.length} rounds watched, ${accepted.length} crash bets, ${storm.rounds} storm rounds, takeover ${takeoverMs} ms`,
        );
      }
    }, 90_000);
  },
);
