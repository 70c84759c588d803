import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, skins } from '../../db/schema';
import { decodeData, maxBatch, readItem, type AnalyticsKind } from './parse-payload';

/**
 * Stores one request's batch. The project token is a skin's public api-key, so events of unknown
 * projects are refused as Mixpanel refuses them. All or nothing: answers false (Mixpanel's `0`) when
 * the payload is unreadable, too large, or holds an item that is not valid.
 */
export async function ingestEvents(
  db: Database,
  input: { kind: AnalyticsKind; data: unknown; now: Date },
): Promise<{ ok: boolean; error: string | null; stored: number }> {
  const items = decodeData(input.data);
  if (items === null || items.length === 0)
    return { ok: false, error: 'data, missing or invalid', stored: 0 };
  if (items.length > maxBatch) return { ok: false, error: `more than ${maxBatch} items`, stored: 0 };
  const events = items.map((item) => readItem(input.kind, item));
  if (events.some((event) => event === null)) return { ok: false, error: 'an item is not valid', stored: 0 };
  const valid = events.filter((event) => event !== null);
  const tokens = [...new Set(valid.map((event) => event.token))];
  const known = await db
    .select({ id: skins.id, key: skins.key })
    .from(skins)
    .where(inArray(skins.key, tokens));
  const skinOf = new Map(known.map((row) => [row.key, row.id]));
  if (valid.some((event) => !skinOf.has(event.token)))
    return { ok: false, error: 'token, unknown', stored: 0 };
  const rows = await db
    .insert(analyticsEvents)
    .values(
      valid.map((event) => ({
        kind: event.kind,
        skinId: skinOf.get(event.token) ?? null,
        event: event.event,
        distinctId: event.distinctId,
        insertId: event.insertId,
        properties: event.properties,
        occurredAt: event.occurredAt,
        receivedAt: input.now,
      })),
    )
    // A resent batch (same $insert_id) changes nothing, as at Mixpanel.
    .onConflictDoNothing()
    .returning({ id: analyticsEvents.id });
  return { ok: true, error: null, stored: rows.length };
}
