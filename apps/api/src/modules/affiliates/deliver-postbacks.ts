import { signBody } from '@casino/contract/signature';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { affiliatePostbacks, affiliateProgrammes } from '../../db/schema';

/** Headers of a postback: the delivery's id (the receiver's idempotency key) and the body's signature. */
export const postbackHeaderNames = {
  id: 'x-postback-id',
  event: 'x-postback-event',
  signature: 'x-signature',
} as const;

const leaseMs = 120_000;

/** 30 s, 1 min, 2 min, ... at most an hour between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Delivers the postbacks that are due: a POST of the JSON payload, signed with the programme's secret
 * (hex HMAC-SHA256 of the exact body in `x-signature`) and carrying the delivery id, which stays the
 * same on every retry. A 2xx answer marks it delivered; anything else tries again after a backoff,
 * until the last attempt marks it failed. Answers how many were delivered.
 */
export async function deliverPostbacks(
  db: Database,
  options: { now: Date; maxAttempts: number; fetchFn?: typeof fetch; limit?: number; timeoutMs?: number },
): Promise<number> {
  const fetchFn = options.fetchFn ?? fetch;
  const due = await db
    .select({
      id: affiliatePostbacks.id,
      event: affiliatePostbacks.event,
      payload: affiliatePostbacks.payload,
      attempts: affiliatePostbacks.attempts,
      nextAttemptAt: affiliatePostbacks.nextAttemptAt,
      url: affiliateProgrammes.postbackUrl,
      secret: affiliateProgrammes.postbackSecret,
    })
    .from(affiliatePostbacks)
    .innerJoin(affiliateProgrammes, eq(affiliateProgrammes.id, affiliatePostbacks.programmeId))
    .where(and(eq(affiliatePostbacks.status, 'pending'), lte(affiliatePostbacks.nextAttemptAt, options.now)))
    .orderBy(asc(affiliatePostbacks.nextAttemptAt))
    .limit(options.limit ?? 50);
  let delivered = 0;
  for (const postback of due) {
    // A lease: another instance that read the same row finds it moved and leaves it alone.
    const [claimed] = await db
      .update(affiliatePostbacks)
      .set({ nextAttemptAt: new Date(options.now.getTime() + leaseMs) })
      .where(
        and(
          eq(affiliatePostbacks.id, postback.id),
          eq(affiliatePostbacks.status, 'pending'),
          eq(affiliatePostbacks.nextAttemptAt, postback.nextAttemptAt),
        ),
      )
      .returning({ id: affiliatePostbacks.id });
    if (!claimed) continue;
    const attempts = postback.attempts + 1;
    let error: string | null = null;
    if (!postback.url) error = 'the programme has no postback URL';
    else {
      const body = JSON.stringify({ id: postback.id, ...postback.payload });
      try {
        const response = await fetchFn(postback.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [postbackHeaderNames.id]: postback.id,
            [postbackHeaderNames.event]: postback.event,
            ...(postback.secret ? { [postbackHeaderNames.signature]: signBody(postback.secret, body) } : {}),
          },
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.status < 200 || response.status >= 300) error = `answered ${response.status}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message.slice(0, 200) : 'request failed';
      }
    }
    if (error === null) {
      delivered += 1;
      await db
        .update(affiliatePostbacks)
        .set({ status: 'delivered', attempts, deliveredAt: options.now, lastError: null })
        .where(eq(affiliatePostbacks.id, postback.id));
    } else {
      await db
        .update(affiliatePostbacks)
        .set({
          status: attempts >= options.maxAttempts ? 'failed' : 'pending',
          attempts,
          lastError: error,
          nextAttemptAt: new Date(options.now.getTime() + backoffMs(attempts)),
        })
        .where(eq(affiliatePostbacks.id, postback.id));
    }
  }
  return delivered;
}
