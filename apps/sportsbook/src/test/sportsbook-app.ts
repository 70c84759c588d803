import { providerHeaderNames } from '@casino/contract';
import { signBody } from '@casino/contract/signature';
import Fastify, { type FastifyInstance } from 'fastify';
import { sportsbookPlugin } from '../api/plugin.js';
import { buildSportsbookConfig } from '../config.js';
import type { SportsbookDbHandle } from '../db/client.js';
import { startSportsbook, type SportsbookRuntime } from '../runtime/start-sportsbook.js';
import { createWalletClient } from '../wallet/wallet-client.js';
import type { FakeWallet } from './fake-wallet.js';

/** The sportsbook as mounted: its runtime on a test database and the fake wallet, its plugin on a Fastify app. */
export async function startSportsbookApp(
  handle: SportsbookDbHandle,
  wallet: FakeWallet,
  now: () => Date,
  plugin: { testHooks?: boolean } = {},
) {
  const runtime = await startSportsbook({
    config: buildSportsbookConfig({ SPORTSBOOK_MATCH_MS: '60000', SPORTSBOOK_LIVE_DELAY_MS: '0' }),
    secret: wallet.secret,
    providerCode: wallet.providerCode,
    platformUrl: wallet.url,
    database: handle,
    wallet: createWalletClient({ ...wallet, platformUrl: wallet.url, backoffMs: 1 }),
    now,
  });
  const app = Fastify({ logger: false });
  await app.register(sportsbookPlugin, {
    prefix: '/sportsbook-api',
    runtime,
    secret: wallet.secret,
    providerCode: wallet.providerCode,
    pushFlushMs: 20,
    ...plugin,
  });
  await app.ready();
  return { app, runtime };
}

/** A signed call of the platform on the sportsbook, as the platform's provider client makes it. */
export function signedCall(app: FastifyInstance, wallet: FakeWallet, path: string, body: unknown) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: `/sportsbook-api${path}`,
    payload,
    headers: {
      'content-type': 'application/json',
      [providerHeaderNames.provider]: wallet.providerCode,
      [providerHeaderNames.signature]: signBody(wallet.secret, payload),
    },
  });
}

/** Launches the sportsbook for a player as the platform does; answers the browser's session token. */
export async function launchFor(
  app: FastifyInstance,
  wallet: FakeWallet,
  player: { playerId: string; language?: string; balance?: bigint },
) {
  const launchToken = `launch-${player.playerId}-${Math.random().toString(36).slice(2)}`;
  wallet.launches.set(launchToken, {
    playerId: player.playerId,
    sessionToken: `session-${player.playerId}`,
    currency: 'EUR',
  });
  wallet.balances.set(player.playerId, player.balance ?? 100_000n);
  const response = await signedCall(app, wallet, '/launch', {
    externalGameId: 'sportsbook',
    mode: 'real',
    launchToken,
    currency: 'EUR',
    language: player.language ?? 'en',
    homeUrl: null,
    cashierUrl: null,
    viewMode: 'desktop',
  });
  const url = new URL(response.json<{ data: { url: string } }>().data.url, 'http://localhost');
  return url.searchParams.get('launch')!;
}

export type StartedSportsbook = { app: FastifyInstance; runtime: SportsbookRuntime };
