import { redactTokensInText } from '@casino/contract/log-redaction';
import type { JsonObject } from '../../db/schema';

export const analyticsKinds = ['track', 'engage', 'groups'] as const;
export type AnalyticsKind = (typeof analyticsKinds)[number];

/** As at Mixpanel: at most 50 events or updates per request. */
export const maxBatch = 50;

/**
 * What one item may hold, so an anonymous endpoint stores no more than an analytics event needs: a
 * request's body is capped by the route (maxBodyBytes), an item by these. 255 properties as at
 * Mixpanel; strings long enough for a page's URL; objects and lists nested a few levels.
 */
export const itemCaps = {
  maxBodyBytes: 256 * 1024,
  maxItemBytes: 16 * 1024,
  maxProperties: 255,
  maxDepth: 4,
  maxStringLength: 2048,
  maxKeyLength: 255,
} as const;

export interface IngestedEvent {
  kind: AnalyticsKind;
  token: string;
  event: string | null;
  distinctId: string | null;
  insertId: string | null;
  occurredAt: Date | null;
  properties: JsonObject;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown, maxLength = 255): string | null =>
  typeof value === 'string' && value.length > 0
    ? value.slice(0, maxLength)
    : typeof value === 'number'
      ? String(value)
      : null;

/**
 * The `data` parameter as mixpanel-browser sends it: base64 of the UTF-8 JSON (the default payload
 * format) or the JSON itself (api_payload_format 'json'); one object or a list of them. Answers null
 * when it is neither, or holds more than a batch.
 */
export function decodeData(raw: unknown): unknown[] | null {
  if (Array.isArray(raw)) return raw as unknown[];
  if (isObject(raw)) return [raw];
  if (typeof raw !== 'string' || raw.length === 0) return null;
  const trimmed = raw.trim();
  let parsed: unknown;
  try {
    parsed =
      trimmed.startsWith('{') || trimmed.startsWith('[')
        ? JSON.parse(trimmed)
        : JSON.parse(Buffer.from(trimmed, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (isObject(parsed)) return [parsed];
  return Array.isArray(parsed) ? (parsed as unknown[]) : null;
}

/**
 * Why an item breaks a cap, or null. Walks at most `maxDepth` levels, so a deeply nested body is
 * refused here, not by the stack of whatever serialises it next.
 */
export function capBroken(item: unknown): string | null {
  let properties = 0;
  const walk = (value: unknown, depth: number): string | null => {
    if (typeof value === 'string')
      return value.length > itemCaps.maxStringLength ? 'a string is too long' : null;
    if (value === null || typeof value !== 'object') return null;
    if (depth > itemCaps.maxDepth) return 'nested too deep';
    const isList = Array.isArray(value);
    const entries: [string, unknown][] = isList
      ? (value as unknown[]).map((child) => ['', child])
      : Object.entries(value);
    // The item's own keys (event, properties; $token, $set) are its frame, not its properties.
    if (!isList && depth > 1) properties += entries.length;
    if (entries.length > itemCaps.maxProperties || properties > itemCaps.maxProperties)
      return 'too many properties';
    for (const [key, child] of entries) {
      if (key.length > itemCaps.maxKeyLength) return 'a property name is too long';
      const broken = walk(child, depth + 1);
      if (broken) return broken;
    }
    return null;
  };
  const broken = walk(item, 1);
  if (broken) return broken;
  return JSON.stringify(item).length > itemCaps.maxItemBytes ? 'an item is too large' : null;
}

/** Mixpanel's `time` is seconds (older clients) or milliseconds (newer ones). */
function timeOf(value: unknown): Date | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const ms = value < 1e11 ? value * 1000 : value;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A value with every URL or path in it redacted by the log's rules (a page view of a reset-password
 * link carries the token), at every level; the web redacts before sending, this is the second line.
 * Called on items within the caps, so the depth is bounded.
 */
function redactTokens(value: unknown): unknown {
  if (typeof value === 'string') return redactTokensInText(value);
  if (Array.isArray(value)) return value.map(redactTokens);
  if (isObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, redactTokens(child)]));
  return value;
}

/** One item of a batch, or null when it lacks what its endpoint needs (an event name, a token). */
export function readItem(kind: AnalyticsKind, raw: unknown): IngestedEvent | null {
  if (!isObject(raw)) return null;
  const item = redactTokens(raw) as JsonObject;
  if (kind === 'track') {
    const event = text(item.event);
    const properties = isObject(item.properties) ? item.properties : {};
    const token = text(properties.token);
    if (!event || !token) return null;
    return {
      kind,
      token,
      event,
      distinctId: text(properties.distinct_id),
      insertId: text(properties.$insert_id, 64),
      occurredAt: timeOf(properties.time),
      properties,
    };
  }
  const token = text(item.$token);
  if (!token) return null;
  return {
    kind,
    token,
    event: null,
    distinctId: text(item.$distinct_id ?? item.$group_id),
    insertId: null,
    occurredAt: timeOf(item.$time),
    properties: item,
  };
}
