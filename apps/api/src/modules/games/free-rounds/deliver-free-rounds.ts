import { providerFreeRoundsDataSchema, type ProviderFreeRoundsBody } from '@casino/contract';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GameProviderConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { bonusGrants, freeRoundGrants, gameProviders, games } from '../../../db/schema';
import { loggableError } from '../../../lib/loggable-error';
import { callProvider } from '../provider-client/provider-client';

/** The provider endpoint that receives a grant (docs/provider-protocol.md, section 8). */
export const freeRoundsPath = '/freerounds';

/** First wait after a failed delivery; doubles per attempt up to maxBackoffMs. */
export const deliveryBaseMs = 15_000;
const maxBackoffMs = 60 * 60_000;
/** How often the free-rounds-delivery job looks for grants to push. */
export const deliveryIntervalMs = 10_000;

export interface DeliverOptions {
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  limit?: number;
}

export interface DeliveryResult {
  delivered: number;
  failed: number;
  expired: number;
}

export function deliveryBackoffMs(attempts: number): number {
  return Math.min(deliveryBaseMs * 2 ** Math.max(0, attempts - 1), maxBackoffMs);
}

/**
 * One pass of the deliverer: grants past their expiry are expired, then every pending grant whose time
 * has come is pushed to its provider (POST {url}/freerounds, signed). The provider is idempotent on the
 * grant id, so a grant sent twice (two loops, a lost answer) is granted once there. A failure is retried
 * with a doubling wait; the grant stays pending meanwhile.
 */
export async function deliverFreeRounds(
  db: Database,
  providers: readonly GameProviderConfig[],
  options: DeliverOptions,
): Promise<DeliveryResult> {
  const now = options.now();
  const expired = await expireGrants(db, now);
  const due = await dueGrants(db, now, options.limit ?? 50);
  let delivered = 0;
  let failed = 0;
  for (const row of due) {
    try {
      await deliverOne(db, providers, options, row);
      delivered += 1;
    } catch (error) {
      failed += 1;
      await noteFailedDelivery(db, options, row.grant, error, now);
    }
  }
  if (delivered + failed + expired.length > 0)
    options.log.info({ delivered, failed, expired: expired.length }, 'free rounds delivery');
  return { delivered, failed, expired: expired.length };
}

/** Grants past their expiry that are not played out yet (pending, delivered, active) expire. */
async function expireGrants(db: Database, now: Date) {
  return db
    .update(freeRoundGrants)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(freeRoundGrants.status, ['pending', 'delivered', 'active']),
        isNotNull(freeRoundGrants.expiresAt),
        lte(freeRoundGrants.expiresAt, now),
      ),
    )
    .returning({ id: freeRoundGrants.id });
}

/** Pending grants whose delivery time has come, oldest first. */
async function dueGrants(db: Database, now: Date, limit: number) {
  return db
    .select({
      grant: freeRoundGrants,
      providerCode: gameProviders.code,
      externalGameId: games.externalId,
      // A bonus's free spins: the game says their wins open the bonus, with its wagering.
      bonusTerms: bonusGrants.terms,
    })
    .from(freeRoundGrants)
    .innerJoin(gameProviders, eq(gameProviders.id, freeRoundGrants.providerId))
    .innerJoin(games, eq(games.id, freeRoundGrants.gameId))
    .leftJoin(bonusGrants, eq(bonusGrants.freeRoundGrantId, freeRoundGrants.id))
    .where(and(eq(freeRoundGrants.status, 'pending'), lte(freeRoundGrants.nextDeliveryAt, now)))
    .orderBy(asc(freeRoundGrants.nextDeliveryAt))
    .limit(limit);
}

type DueGrant = Awaited<ReturnType<typeof dueGrants>>[number];

/** Pushes one grant to its provider and marks it delivered; throws when the provider did not take it. */
async function deliverOne(
  db: Database,
  providers: readonly GameProviderConfig[],
  options: DeliverOptions,
  { grant, providerCode, externalGameId, bonusTerms }: DueGrant,
) {
  const body: ProviderFreeRoundsBody = {
    grantId: grant.id,
    playerId: grant.playerId,
    currency: grant.currency,
    externalGameId,
    rounds: grant.roundsGranted,
    betAmount: grant.betMinor.toString(),
    expiresAt: grant.expiresAt ? grant.expiresAt.toISOString() : null,
    bonusWagering: bonusTerms ? bonusTerms.wageringMultiple : null,
  };
  const provider = providers.find((entry) => entry.code === providerCode);
  if (!provider) throw new Error(`provider ${providerCode} is not configured`);
  const answer = providerFreeRoundsDataSchema.safeParse(
    await callProvider(provider, freeRoundsPath, body, {
      timeoutMs: options.timeoutMs,
      fetchImpl: options.fetchImpl,
    }),
  );
  if (!answer.success || answer.data.grantId !== grant.id)
    throw new Error(`${providerCode} ${freeRoundsPath}: unreadable answer`);
  const at = options.now();
  await db
    .update(freeRoundGrants)
    .set({ status: 'delivered', deliveredAt: at, lastDeliveryError: null, updatedAt: at })
    .where(and(eq(freeRoundGrants.id, grant.id), eq(freeRoundGrants.status, 'pending')));
  // Played before the answer came back: it stays active, only the delivery time is noted.
  await db
    .update(freeRoundGrants)
    .set({ deliveredAt: at })
    .where(and(eq(freeRoundGrants.id, grant.id), sql`${freeRoundGrants.deliveredAt} IS NULL`));
}

/** A failed delivery waits twice as long as the last before its next try; the grant stays pending. */
async function noteFailedDelivery(
  db: Database,
  options: DeliverOptions,
  grant: DueGrant['grant'],
  error: unknown,
  now: Date,
) {
  const attempts = grant.deliveryAttempts + 1;
  const message = (error as Error).message.slice(0, 500);
  options.log.warn({ grantId: grant.id, attempts, err: loggableError(error) }, 'free rounds not delivered');
  await db
    .update(freeRoundGrants)
    .set({
      deliveryAttempts: attempts,
      nextDeliveryAt: new Date(now.getTime() + deliveryBackoffMs(attempts)),
      lastDeliveryError: message,
      updatedAt: now,
    })
    .where(and(eq(freeRoundGrants.id, grant.id), eq(freeRoundGrants.status, 'pending')));
}
