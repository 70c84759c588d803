import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { App } from '../../apps/api/src/app';
import type { Database } from '../../apps/api/src/db/client';
import { players } from '../../apps/api/src/db/schema';
import { seed } from '../../apps/api/src/db/seed';
import { signBody } from '@casino/contract/signature';
import { createLaunchToken } from '../../apps/api/src/modules/wallet/launch-token';
import { ensureHouseAccount } from '../../apps/api/src/modules/ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../../apps/api/src/modules/ledger/ensure-player-accounts';
import { postEntry } from '../../apps/api/src/modules/ledger/post-entry';
import { createSession } from '../../apps/api/src/modules/session/session-store';
import { insertTestGame } from '../../apps/api/src/test/games';

export const providerCode = 'nova-studio';
// Production starts refuse signing keys under 32 characters and any key written in the repository, and
// the bench runs the server as production: a key drawn per run, handed to child processes by the env.
process.env.BENCH_STUDIO_SECRET ??= `bench-${randomBytes(24).toString('hex')}`;
export const benchSecret = process.env.BENCH_STUDIO_SECRET;
const currency = 'EUR';
// Enough that no bet of the run is refused for funds: the figures measure the protocol, not refusals.
const startingCash = 1_000_000_000n;

export interface BenchPlayer {
  playerId: string;
  sessionToken: string;
  externalGameId: string;
}

/**
 * Kept-alive connections for the callers. Node's own http client, not fetch: the load side shares the
 * machine's cores with the server and PostgreSQL, and fetch spends about twice the CPU per call that
 * the server does (pgbench, the yardstick, is a lean C client).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One signed wallet call over real HTTP, as a provider makes it. */
export function signedPost(
  baseUrl: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const raw = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/provider/v1/${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          'x-provider': providerCode,
          'x-signature': signBody(benchSecret, raw),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            });
          } catch (error) {
            reject(error as Error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(raw);
  });
}

/**
 * Players ready to bet: rows and login sessions written directly (a sign-up hashes a password with
 * argon2, which would dominate setup), funded through the ledger, and each given a game session the
 * way a provider gets one: a launch token exchanged over HTTP through /provider/v1/authenticate.
 */
export async function preparePlayers(
  app: App,
  db: Database,
  baseUrl: string,
  count: number,
): Promise<BenchPlayer[]> {
  const skin = await seed(db, { skinApiKey: 'bench-skin-key' });
  // The shared catalogue factory keeps up with the games table; the game is the studio's.
  const game = await insertTestGame(db, {
    providerCode,
    game: { externalId: 'bench-slot', slug: 'bench-slot', title: 'Bench Slot' },
  });
  const externalGameId = game.externalId;
  const now = new Date();
  const house = await ensureHouseAccount(db, 'house_cash', currency);
  const ready: BenchPlayer[] = [];
  for (let i = 0; i < count; i += 1) {
    const [row] = await db
      .insert(players)
      .values({
        skinId: skin.id,
        username: `bench${i}${randomUUID().slice(0, 6)}`,
        email: `bench-${randomUUID()}@example.test`,
        currency,
        country: 'DE',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: players.id });
    const playerId = row!.id;
    const accounts = await ensurePlayerAccounts(db, playerId, currency);
    await postEntry(db, {
      idempotencyKey: `bench-fund:${playerId}`,
      kind: 'adjustment',
      postings: [
        { accountId: house, amount: -startingCash, currency },
        { accountId: accounts.cash, amount: startingCash, currency },
      ],
    });
    const { session } = await createSession(db, {
      kind: 'player',
      skinId: skin.id,
      playerId,
      ip: '127.0.0.1',
      countryCode: 'DE',
      now,
      timeouts: app.config.sessions.player,
    });
    const launchToken = await createLaunchToken(db, {
      playerId,
      playerSessionId: session.id,
      gameId: game.id,
      currency,
      language: 'en',
      now,
      ttlMs: app.config.games.launchTokenMs,
    });
    const answer = await signedPost(baseUrl, 'authenticate', { launchToken });
    if (answer.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(answer.json)}`);
    const { sessionToken } = (answer.json as { data: { sessionToken: string } }).data;
    ready.push({ playerId, sessionToken, externalGameId });
  }
  return ready;
}
