import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { StudioContext } from '../context';
import type { StudioDatabase } from '../db/client';
import { crashRounds } from '../db/schema';
import { resolveSession } from '../sessions/resolve-session';
import { launch, studioHeaders, testSecret } from '../test/studio-app';
import { createWalletClient } from '../wallet/wallet-client';
import type { CrashClock } from './crash-settings';

/** A clock the test moves: each step of `advance` runs the loop's tick and waits for it. */
export function fakeClock(start = Date.parse('2026-11-23T12:00:00.000Z')) {
  let now = start;
  let step: (() => Promise<void>) | null = null;
  const clock: CrashClock & { advance(ms: number, by?: number): Promise<void> } = {
    now: () => now,
    every(_ms, run) {
      step = run;
      return () => {
        step = null;
      };
    },
    async advance(ms, by = 100) {
      for (let done = 0; done < ms; done += by) {
        now += Math.min(by, ms - done);
        await step?.();
      }
    },
  };
  return clock;
}

/** The studio's context as the plugin builds it, for a loop the test owns. */
export function testContext(app: FastifyInstance, db: StudioDatabase, platformUrl: string): StudioContext {
  return {
    db,
    now: () => new Date(),
    wallet: createWalletClient({
      platformUrl,
      secret: testSecret,
      providerCode: 'nova-studio',
      timeoutMs: 1_000,
    }),
    secret: testSecret,
    providerCode: 'nova-studio',
    publicUrl: '/studio',
    frameAncestors: [],
    funBalance: 100_000n,
    sessionMs: 3_600_000,
    retryBaseMs: 20,
    log: app.log,
  };
}

/** A crash page opened as the platform would: launched, its launch token exchanged. */
export async function openCrashSession(
  app: FastifyInstance,
  ctx: StudioContext,
  mode: 'real' | 'fun' = 'real',
) {
  const { token } = await launch(app, 'crash', mode);
  const session = await app.inject({
    method: 'GET',
    url: '/studio/api/session',
    headers: studioHeaders(token),
  });
  if (session.statusCode !== 200) throw new Error(`session: ${session.body}`);
  return { token, resolved: await resolveSession(ctx, token) };
}

export async function latestCrashRound(db: StudioDatabase) {
  const [round] = await db.select().from(crashRounds).orderBy(desc(crashRounds.createdAt)).limit(1);
  return round!;
}

export async function crashRoundById(db: StudioDatabase, id: string) {
  const [round] = await db.select().from(crashRounds).where(eq(crashRounds.id, id));
  return round!;
}
