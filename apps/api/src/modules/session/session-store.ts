import { and, eq } from 'drizzle-orm';
import type { SessionTimeouts } from '../../config';
import { BoundedCache } from '../../lib/bounded-cache';
import type { Database } from '../../db/client';
import { sessions, type SessionKind } from '../../db/schema';
import { generateSessionToken, hashSessionToken } from './session-tokens';

/**
 * What a route may ask of the session headers:
 * - `optional` (default): a token sent must be valid, none is fine;
 * - `anon` / `player`: that session must be present and valid;
 * - `ignore`: tokens are not looked at (the routes that create or check sessions themselves).
 */
export type SessionRequirement = 'optional' | 'anon' | 'player' | 'ignore';

/** What routes see of a session: never the token nor its hash. */
export interface ActiveSession {
  id: string;
  kind: SessionKind;
  playerId: string | null;
  skinId: string;
  countryCode: string | null;
  expiresAt: Date;
}

/** last_seen is written at most this often, so a busy page does not turn every read into a write. */
const touchIntervalMs = 60_000;

const columns = {
  id: sessions.id,
  kind: sessions.kind,
  playerId: sessions.playerId,
  skinId: sessions.skinId,
  countryCode: sessions.countryCode,
  lastSeenAt: sessions.lastSeenAt,
  idleExpiresAt: sessions.idleExpiresAt,
  absoluteExpiresAt: sessions.absoluteExpiresAt,
};

export async function createSession(
  db: Database,
  input: {
    kind: SessionKind;
    skinId: string;
    playerId?: string | null;
    ip: string | null;
    countryCode: string | null;
    now: Date;
    timeouts: SessionTimeouts;
  },
): Promise<{ token: string; session: ActiveSession }> {
  const token = generateSessionToken();
  const absoluteExpiresAt = new Date(input.now.getTime() + input.timeouts.absoluteMs);
  const idleExpiresAt = new Date(
    Math.min(input.now.getTime() + input.timeouts.idleMs, absoluteExpiresAt.getTime()),
  );
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      kind: input.kind,
      playerId: input.playerId ?? null,
      skinId: input.skinId,
      ip: input.ip,
      countryCode: input.countryCode,
      createdAt: input.now,
      lastSeenAt: input.now,
      idleExpiresAt,
      absoluteExpiresAt,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return {
    token,
    session: {
      id: row.id,
      kind: input.kind,
      playerId: input.playerId ?? null,
      skinId: input.skinId,
      countryCode: input.countryCode,
      expiresAt: idleExpiresAt,
    },
  };
}

type SessionRowView = {
  id: string;
  kind: SessionKind;
  playerId: string | null;
  skinId: string;
  countryCode: string | null;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
};

/**
 * Anonymous sessions a process has seen, by token hash. Only anonymous ones: a player session is read
 * every time, because logging out or ending a player's sessions deletes the rows and the token must
 * stop working at once on every instance. An anonymous session is never ended early, only by its
 * expiry, so a cached row is good until the expiry it holds; one that looks expired here is read
 * again (another instance may have moved its idle expiry on).
 */
export type AnonSessionCache = BoundedCache<SessionRowView>;

export function createAnonSessionCache(): AnonSessionCache {
  return new BoundedCache<SessionRowView>({ maxEntries: 50_000, ttlMs: 10 * 60_000 });
}

/**
 * The live session a token names, or null when it is unknown, of another kind or skin, or expired.
 * Refreshes the idle expiry (bounded by the absolute one) when last seen over a minute ago. With a
 * cache, an anonymous session is read from the database at most once per touch interval.
 */
export async function findActiveSession(
  db: Database,
  input: { token: string; kind: SessionKind; skinId: string; now: Date; timeouts: SessionTimeouts },
  cache?: AnonSessionCache,
): Promise<ActiveSession | null> {
  const tokenHash = hashSessionToken(input.token);
  const now = input.now.getTime();
  const isLive = (row: SessionRowView) =>
    now < row.idleExpiresAt.getTime() && now < row.absoluteExpiresAt.getTime();
  const useCache = cache && input.kind === 'anon';
  let row = useCache ? cache.get(tokenHash) : undefined;
  if (!row || !isLive(row)) {
    [row] = await db
      .select(columns)
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, input.kind)))
      .limit(1);
    if (useCache) {
      if (row) cache.set(tokenHash, row);
      else cache.delete(tokenHash);
    }
  }
  if (!row || row.skinId !== input.skinId) return null;
  if (!isLive(row)) return null;

  let expiresAt = row.idleExpiresAt;
  if (now - row.lastSeenAt.getTime() >= touchIntervalMs) {
    expiresAt = new Date(Math.min(now + input.timeouts.idleMs, row.absoluteExpiresAt.getTime()));
    await db
      .update(sessions)
      .set({ lastSeenAt: input.now, idleExpiresAt: expiresAt })
      .where(eq(sessions.id, row.id));
    if (useCache) cache.set(tokenHash, { ...row, lastSeenAt: input.now, idleExpiresAt: expiresAt });
  }
  return {
    id: row.id,
    kind: row.kind,
    playerId: row.playerId,
    skinId: row.skinId,
    countryCode: row.countryCode?.trim() ?? null,
    expiresAt,
  };
}
