import { openStudioDatabase, studioPlugin, type StudioDbHandle } from '@casino/studio';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliverFreeRounds,
  freeRoundGrants,
  fundPlayer,
  games,
  grantFreeRounds,
  inTransaction,
  ledgerAccounts,
  loginAsNewPlayer,
  outboxEvents,
  playerHeaders,
  reconcile,
  relaxedLimitsEnv,
  syncCatalogue,
  useTestApp,
  type Env,
} from '@casino/api/testing';
import { freePort } from './test/free-port';

/**
 * End to end, in one process as the server runs it: a grant written by grantFreeRounds, delivered by
 * the deliverer over signed HTTP to the real studio, played through the studio's own routes, whose
 * wallet calls reach the platform over HTTP again. Only the browser is left out.
 */
const port = await freePort();
const secret = 'e2e-free-rounds-studio-secret-0123456789';
const env: Env = {
  ...relaxedLimitsEnv,
  PORT: String(port),
  STUDIO_SECRET: secret,
  STUDIO_URL: `http://127.0.0.1:${port}/studio`,
};
let studio: StudioDbHandle | undefined;
const ctx = useTestApp({
  env,
  registerExtraRoutes: async (root) => {
    studio = await openStudioDatabase({ databaseUrl: null, dataDir: null });
    await studio.migrate();
    await root.register(studioPlugin, {
      prefix: '/studio',
      platformUrl: `http://127.0.0.1:${port}`,
      secret,
      db: studio.db,
      retryIntervalMs: 0,
      tables: { enabled: false },
      crash: { enabled: false },
    });
  },
});
const quiet = { info: () => {}, warn: () => {} };

/** The player's cash in the ledger, minor units. */
async function cashOf(playerId: string): Promise<bigint> {
  const [row] = await ctx.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.kind, 'player_cash'),
        eq(ledgerAccounts.currency, 'EUR'),
      ),
    );
  return row?.balance ?? 0n;
}

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const [synced] = await syncCatalogue(ctx.db, ctx.app.config.games.providers, {
    now: () => new Date(),
    log: ctx.app.log,
  });
  expect(synced?.ok, JSON.stringify(synced)).toBe(true);
});
afterAll(async () => {
  await studio?.close();
});

describe('free rounds from grant to balance', () => {
  it('grants, delivers to the studio, plays every free spin there and moves the balance by exactly the wins', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, player.playerId, 5_000n);
    const [slot] = await ctx.db.select().from(games).where(eq(games.slug, 'neon-fruits'));
    expect(slot?.minBet).toBeGreaterThan(0n);

    const sourceKey = `loyalty:${player.playerId}:level-2`;
    const { grantId } = await inTransaction(ctx.db, (tx) =>
      grantFreeRounds(tx, {
        playerId: player.playerId,
        gameId: slot!.id,
        rounds: 3,
        currency: 'EUR',
        source: 'loyalty_level',
        sourceKey,
      }),
    );
    const delivered = await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: () => new Date(),
      log: quiet,
    });
    expect(delivered).toMatchObject({ delivered: 1, failed: 0 });
    // Delivered again (a lost answer): the studio keeps one grant.
    await ctx.db
      .update(freeRoundGrants)
      .set({ status: 'pending', nextDeliveryAt: new Date(0) })
      .where(eq(freeRoundGrants.id, grantId));
    expect(
      (await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, { now: () => new Date(), log: quiet }))
        .delivered,
    ).toBe(1);

    const launch = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/player/game/${slot!.id}`,
      headers: playerHeaders(player),
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const url = new URL(launch.json<{ data: { url: string } }>().data.url, `http://127.0.0.1:${port}`);
    const token = url.searchParams.get('launch')!;
    const headers = { 'x-studio-session': token };
    const session = await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers });
    expect(session.statusCode, session.body).toBe(200);
    const offer = session.json<{
      data: { freeRounds: { grantId: string; roundsLeft: number; betAmount: string } };
    }>().data.freeRounds;
    // A staff grant opens no bonus: its wins are cash, with no wagering to state.
    expect(offer).toEqual({
      grantId,
      roundsLeft: 3,
      betAmount: slot!.minBet!.toString(),
      expiresAt: null,
      bonusWagering: null,
    });

    const before = await cashOf(player.playerId);
    expect(before).toBe(5_000n);
    let wins = 0n;
    for (let spin = 0; spin < 3; spin += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/studio/api/play',
        headers,
        payload: { stake: offer.betAmount, params: {}, freeRoundGrantId: grantId },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { round } = response.json<{
        data: { round: { payout: string; status: string; isFreeRound: boolean } };
      }>().data;
      expect(round).toMatchObject({ status: 'settled', isFreeRound: true });
      wins += BigInt(round.payout);
    }
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers,
      payload: { stake: offer.betAmount, params: {}, freeRoundGrantId: grantId },
    });
    expect(refused.json<{ info: { resultCode: string } }>().info.resultCode).toBe('free_rounds_used_up');

    expect(await cashOf(player.playerId)).toBe(before + wins);
    const [grant] = await ctx.db.select().from(freeRoundGrants).where(eq(freeRoundGrants.id, grantId));
    expect(grant).toMatchObject({ status: 'completed', roundsUsed: 3, totalWin: wins });
    const completed = await ctx.db
      .select()
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.topic, 'free_rounds.completed'),
          sql`${outboxEvents.payload}->>'freeRoundGrantId' = ${grantId}`,
        ),
      );
    expect(completed).toHaveLength(1);
    expect(completed[0]!.payload).toMatchObject({ totalWin: wins.toString(), sourceKey });
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });

  it("leaves the embedded studio out of the platform's OpenAPI document; the studio serves its own", async () => {
    const platform = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(platform.statusCode).toBe(200);
    const platformPaths = Object.keys((platform.json() as { paths: object }).paths);
    expect(platformPaths.length).toBeGreaterThan(10);
    expect(platformPaths.filter((path) => path.startsWith('/studio'))).toEqual([]);
    const studioDocs = await ctx.app.inject({ method: 'GET', url: '/studio/docs/json' });
    expect(studioDocs.statusCode).toBe(200);
    expect(Object.keys((studioDocs.json() as { data: { paths: object } }).data.paths)).toContain(
      '/studio/api/play',
    );
  });
});
