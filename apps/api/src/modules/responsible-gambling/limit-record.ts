import {
  limitPeriods,
  type LimitChange,
  type LimitPeriod,
  type PlayLimit,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from '@casino/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { limitChanges, playLimits, sessions } from '../../db/schema';
import { rowsOf } from '../../db/transaction';
import { limitWindowStart } from './deposit-allowance';
import { confirmableFromOf } from './limit-change';
import { sumDepositsSince } from './sum-deposits';

/** The screen shows this many of the newest limit changes. */
const historyShown = 50;

interface Usage {
  netLoss: bigint;
  wagered: bigint;
}

/** The net loss and stakes since a moment, counted by the wallet's own function (08_play_limits.sql). */
async function usageSince(db: Database, playerId: string, currency: string, since: Date): Promise<Usage> {
  const [row] = rowsOf<{ net_loss: string; wagered: string }>(
    await db.execute(
      sql`SELECT net_loss::text, wagered::text FROM play_limit_usage(${playerId}::uuid, ${currency},
        ${since.toISOString()}::timestamptz)`,
    ),
  );
  return { netLoss: BigInt(row?.net_loss ?? '0'), wagered: BigInt(row?.wagered ?? '0') };
}

/** Minutes logged in over the last 24 hours, all sessions together (wallet/sql/08_play_limits.sql). */
async function dailyPlayMinutes(db: Database, input: { playerId: string; sessionId?: string; now: Date }) {
  const since = new Date(input.now.getTime() - 24 * 3_600_000);
  const [row] = rowsOf<{ seconds: string }>(
    await db.execute(
      sql`SELECT play_time_seconds(${input.playerId}::uuid, ${since.toISOString()}::timestamptz,
        ${input.now.toISOString()}::timestamptz, ${input.sessionId ?? null}::uuid)::text AS seconds`,
    ),
  );
  return Math.floor(Number(row?.seconds ?? '0') / 60);
}

/** Minutes the player's current login session has lasted (0 without one). */
async function sessionMinutes(db: Database, sessionId: string | undefined, now: Date): Promise<number> {
  if (!sessionId) return 0;
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ? Math.max(0, Math.floor((now.getTime() - row.createdAt.getTime()) / 60_000)) : 0;
}

const playLimitSlots: [PlayLimitKind, PlayLimitPeriod][] = [
  ...limitPeriods.map((period): [PlayLimitKind, PlayLimitPeriod] => ['loss', period]),
  ...limitPeriods.map((period): [PlayLimitKind, PlayLimitPeriod] => ['wager', period]),
  ['session', 'session'],
  ['session', 'day'],
];

/**
 * Every loss, wager and session limit with its use now (a null amount where none is set), in the
 * account currency's major units (minutes for the session), and pending loosenings.
 */
export async function loadPlayLimits(
  db: Database,
  input: { playerId: string; currency: string; sessionId?: string; now: Date },
  format: (minor: number | bigint) => string,
): Promise<PlayLimit[]> {
  const rows = await db.select().from(playLimits).where(eq(playLimits.playerId, input.playerId));
  const usage = new Map<LimitPeriod, Usage>();
  for (const period of limitPeriods)
    usage.set(
      period,
      await usageSince(db, input.playerId, input.currency, limitWindowStart(period, input.now)),
    );
  const minutes = {
    session: await sessionMinutes(db, input.sessionId, input.now),
    day: await dailyPlayMinutes(db, input),
  };
  return playLimitSlots.map(([kind, period]): PlayLimit => {
    const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period);
    const show = (value: number | null | undefined) =>
      value === null || value === undefined ? null : kind === 'session' ? String(value) : format(value);
    const used =
      kind === 'session'
        ? String(period === 'day' ? minutes.day : minutes.session)
        : format(usedOf(kind, usage.get(period as LimitPeriod)));
    const confirmableFrom = row?.pendingRequestedAt ? confirmableFromOf(row.pendingRequestedAt) : null;
    return {
      kind,
      period,
      amount: show(row?.amountMinor),
      used,
      pendingAmount: confirmableFrom ? show(row?.pendingAmountMinor) : null,
      pendingRemoval: confirmableFrom !== null && row?.pendingAmountMinor === null,
      pendingFrom: confirmableFrom?.toISOString() ?? null,
      canConfirm: confirmableFrom !== null && input.now >= confirmableFrom,
    };
  });
}

/** What a limit counts of a window's play; a net win shows as no loss. */
function usedOf(kind: 'loss' | 'wager', usage: Usage | undefined): bigint {
  if (!usage) return 0n;
  const value = kind === 'loss' ? usage.netLoss : usage.wagered;
  return value > 0n ? value : 0n;
}

/** What was deposited in each deposit limit's window. */
export async function loadDepositsUsed(
  db: Database,
  playerId: string,
  now: Date,
  format: (minor: number) => string,
): Promise<Record<LimitPeriod, string>> {
  const used = { day: '', week: '', month: '' };
  for (const period of limitPeriods)
    used[period] = format(await sumDepositsSince(db, playerId, limitWindowStart(period, now)));
  return used;
}

/** The newest changes the player made to any limit. */
export async function loadLimitHistory(
  db: Database,
  playerId: string,
  format: (kind: LimitChange['kind'], minor: number | null) => string | null,
): Promise<LimitChange[]> {
  const rows = await db
    .select()
    .from(limitChanges)
    .where(eq(limitChanges.playerId, playerId))
    .orderBy(desc(limitChanges.createdAt))
    .limit(historyShown);
  return rows.map((row) => ({
    kind: row.kind,
    period: row.period,
    amount: format(row.kind, row.amountMinor),
    action: row.action,
    at: row.createdAt.toISOString(),
  }));
}
