import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, type JsonObject } from '../../db/schema';
import { maxBatch, type AnalyticsKind } from './parse-payload';

export interface MixpanelTarget {
  token: string;
  apiUrl: string;
}

/** The item as Mixpanel's endpoint takes it, with the project's token instead of the skin's. */
function forMixpanel(kind: AnalyticsKind, event: string | null, properties: JsonObject, token: string) {
  if (kind === 'track') return { event, properties: { ...properties, token } };
  return { ...properties, $token: token };
}

/**
 * Sends stored events that were not forwarded yet to the configured Mixpanel project, a batch of 50
 * per request and kind, oldest first; a batch is marked forwarded only when Mixpanel answers 1. Answers
 * how many went.
 */
export async function forwardEvents(
  db: Database,
  target: MixpanelTarget,
  options: { now: Date; fetchFn?: typeof fetch; batches?: number },
): Promise<number> {
  const fetchFn = options.fetchFn ?? fetch;
  let sent = 0;
  for (const kind of ['track', 'engage', 'groups'] as const) {
    for (let batch = 0; batch < (options.batches ?? 20); batch += 1) {
      const rows = await db
        .select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.kind, kind), isNull(analyticsEvents.forwardedAt)))
        .orderBy(asc(analyticsEvents.id))
        .limit(maxBatch);
      if (rows.length === 0) break;
      const data = JSON.stringify(
        rows.map((row) => forMixpanel(kind, row.event, row.properties, target.token)),
      );
      const response = await fetchFn(`${target.apiUrl}/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data }).toString(),
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await response.text()).trim();
      if (!response.ok || answer !== '1')
        throw new Error(`mixpanel ${kind}: ${response.status} ${answer.slice(0, 100)}`);
      await db
        .update(analyticsEvents)
        .set({ forwardedAt: options.now })
        .where(
          inArray(
            analyticsEvents.id,
            rows.map((row) => row.id),
          ),
        );
      sent += rows.length;
    }
  }
  return sent;
}
