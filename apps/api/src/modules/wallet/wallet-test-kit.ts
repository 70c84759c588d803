import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderLaunchBody } from '@casino/contract';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { App } from '../../app';
import type { Env } from '../../config';
import type { Database } from '../../db/client';
import { playerHeaders, type TestPlayer } from '../../test/players';
import { signBody, isSignatureValid } from '@casino/contract/signature';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { useStoredFunctions } from './wallet-functions';

/** The studio's secret in wallet tests: set in the env, so tests sign exactly as the config says. */
export const testStudioSecret = 'test-studio-secret-0123456789';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A game provider at its network edge: a tiny HTTP server on 127.0.0.1 answering the platform's
 * signed POST /launch like a real provider would, and keeping what it was sent. Registers its hooks
 * before useTestApp's, and puts its URL and secret into `env` before the app reads it.
 */
export function useFakeProvider(env: Env) {
  const state = {
    launches: [] as ProviderLaunchBody[],
    /** When true, the provider answers 500, as a provider in trouble does. */
    isDown: false,
    /** What the provider answers to POST /promotions (its network promotions). */
    promotions: { promotions: [] } as unknown,
    url: '',
  };
  let server: Server | undefined;
  env.STUDIO_SECRET = testStudioSecret;
  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((raw) => {
        const isSigned = isSignatureValid(testStudioSecret, raw, request.headers['x-signature']);
        if (!state.isDown && isSigned && request.url === '/promotions') {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              info: { success: true, message: '', resultCode: 'ok' },
              data: state.promotions,
            }),
          );
          return;
        }
        if (state.isDown || !isSigned || request.url !== '/launch') {
          response.writeHead(state.isDown ? 500 : 401).end('{"error":"nope"}');
          return;
        }
        const body = JSON.parse(raw) as ProviderLaunchBody;
        state.launches.push(body);
        const url = `${state.url}/play/${body.externalGameId}?mode=${body.mode}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ info: { success: true, message: '', resultCode: 'ok' }, data: { url } }),
        );
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    state.url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
    env.STUDIO_URL = state.url;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return state;
}

export interface SignedCallOptions {
  provider?: string;
  secret?: string;
  /** Sent as is instead of the right signature. */
  signature?: string;
}

/** One wallet call as a provider makes it: the exact bytes sent are the bytes signed. */
export function walletCall(app: App, path: string, body: unknown, options: SignedCallOptions = {}) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const provider = options.provider ?? 'nova-studio';
  if (provider) headers['x-provider'] = provider;
  headers['x-signature'] = options.signature ?? signBody(options.secret ?? testStudioSecret, raw);
  return app.inject({ method: 'POST', url: `/provider/v1/${path}`, headers, payload: raw });
}

/** Credits a player's cash from the house, the way an adjustment would (the ledger test kit's way). */
export async function fundPlayer(db: Database, playerId: string, amount: bigint, currency = 'EUR') {
  const accounts = await ensurePlayerAccounts(db, playerId, currency);
  const house = await ensureHouseAccount(db, 'house_cash', currency);
  await postEntry(db, {
    idempotencyKey: `test-funding:${randomUUID()}`,
    kind: 'adjustment',
    postings: [
      { accountId: house, amount: -amount, currency },
      { accountId: accounts.cash, amount, currency },
    ],
  });
}

/** Launches the game in real mode and returns the launch token the provider received. */
export async function launchForToken(
  app: App,
  provider: ReturnType<typeof useFakeProvider>,
  player: TestPlayer,
  gameId: string,
): Promise<string> {
  const before = provider.launches.length;
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/player/game/${gameId}`,
    headers: playerHeaders(player),
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = provider.launches[before]?.launchToken;
  expect(token).toBeTruthy();
  return token!;
}

export interface GameSessionInfo {
  sessionToken: string;
  playerId: string;
  currency: string;
  externalGameId: string;
}

/** The whole launch: the web asks for the game, the provider exchanges the token for a session. */
export async function openGameSession(
  app: App,
  provider: ReturnType<typeof useFakeProvider>,
  player: TestPlayer,
  gameId: string,
): Promise<GameSessionInfo> {
  const launchToken = await launchForToken(app, provider, player, gameId);
  const response = await walletCall(app, 'authenticate', { launchToken });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: GameSessionInfo }>().data;
}

let sequence = 0;
/** Unique provider-side ids, the way a provider numbers its transactions and rounds. */
export function nextId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

export function betBody(session: GameSessionInfo, amount: string, overrides: Record<string, unknown> = {}) {
  return {
    sessionToken: session.sessionToken,
    playerId: session.playerId,
    transactionId: nextId('bet'),
    roundId: nextId('round'),
    externalGameId: session.externalGameId,
    amount,
    currency: session.currency,
    ...overrides,
  };
}

/** A win of a round, as a provider sends it; `extra` sets roundClosed, jackpotAmount and the like. */
export function winBody(
  session: GameSessionInfo,
  roundId: string,
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return {
    playerId: session.playerId,
    transactionId: nextId('win'),
    roundId,
    externalGameId: session.externalGameId,
    amount,
    currency: session.currency,
    ...extra,
  };
}

/** A rollback of the bet `originalTransactionId` of a round. */
export function rollbackBody(session: GameSessionInfo, originalTransactionId: string, roundId: string) {
  return {
    playerId: session.playerId,
    transactionId: nextId('rollback'),
    originalTransactionId,
    roundId,
    externalGameId: session.externalGameId,
  };
}

/**
 * The wallet's two paths: the stored functions (sql/, the default) and the TypeScript steps they
 * must agree with (place-bet.ts, settle-win.ts, rollback-bet.ts).
 */
export const walletPaths = [
  { name: 'stored functions', storedFunctions: true },
  { name: 'TypeScript steps', storedFunctions: false },
] as const;

/** A describe run once through each path of the wallet, the tests of a file one after the other. */
export function describeBothWalletPaths(title: string, suite: () => void): void {
  for (const path of walletPaths)
    describe(`${title} (${path.name})`, () => {
      beforeAll(() => useStoredFunctions(path.storedFunctions));
      afterAll(() => useStoredFunctions(true));
      suite();
    });
}
