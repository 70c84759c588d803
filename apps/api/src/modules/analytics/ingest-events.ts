import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, skins } from '../../db/schema';
import { countHit } from '../../lib/rate-limit';
import { capBroken, decodeData, maxBatch, readItem, type AnalyticsKind } from './parse-payload';

/** Events a minute: from one address, and from everyone (counted in the database, shared by instances). */
export interface AnalyticsBudget {
  address: string;
  perAddress: number;
  global: number;
}

export interface IngestResult {
  ok: boolean;
  error: string | null;
  stored: number;
  /** Why nothing was stored: bad input, or over a budget. */
  refusal?: 'bad_request' | 'rate_limited';
}

const refused = (error: string): IngestResult => ({ ok: false, error, stored: 0, refusal: 'bad_request' });

/** Counts the batch's events against both budgets; answers false when either is spent. */
async function withinBudget(db: Database, budget: AnalyticsBudget, events: number, now: Date) {
  const windowMs = 60_000;
  const fromAddress = await countHit(db, { key: `analytics:${budget.address}`, now, windowMs, hits: events });
  if (fromAddress > budget.perAddress) return false;
  const fromAll = await countHit(db, { key: 'analytics:*', now, windowMs, hits: events });
  return fromAll <= budget.global;
}

/**
 * Stores one request's batch. The project token is a skin's public api-key, so events of unknown
 * projects are refused as Mixpanel refuses them. All or nothing: answers false (Mixpanel's `0`) when
 * the payload is unreadable, holds more than a batch, an item that is not valid or breaks a cap
 * (parse-payload.ts), or when the address or everyone spent this minute's budget of events.
 */
export async function ingestEvents(
  db: Database,
  input: { kind: AnalyticsKind; data: unknown; now: Date; budget: AnalyticsBudget },
): Promise<IngestResult> {
  const items = decodeData(input.data);
  if (items === null || items.length === 0) return refused('data, missing or invalid');
  if (items.length > maxBatch) return refused(`more than ${maxBatch} items`);
  for (const item of items) {
    const broken = capBroken(item);
    if (broken) return refused(broken);
  }
  const events = items.map((item) => readItem(input.kind, item));
  if (events.some((event) => event === null)) return refused('an item is not valid');
  const valid = events.filter((event) => event !== null);
  const tokens = [...new Set(valid.map((event) => event.token))];
  const known = await db
    .select({ id: skins.id, key: skins.key })
    .from(skins)
    .where(inArray(skins.key, tokens));
  const skinOf = new Map(known.map((row) => [row.key, row.id]));
  if (valid.some((event) => !skinOf.has(event.token))) return refused('token, unknown');
  if (!(await withinBudget(db, input.budget, valid.length, input.now)))
    return { ok: false, error: 'rate limited', stored: 0, refusal: 'rate_limited' };
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
