import {
  categoryOfLevel,
  eurCentsInCurrency,
  lastClosedVipPeriod,
  vipNetLossCashback,
  vipPeriodEnd,
  vipPeriodTier,
  vipPeriods,
  type VipPeriod,
  type VipTierKey,
} from '@casino/rules';
import { and, eq, sql } from 'drizzle-orm';
import {
  players,
  vipPeriodRewards,
  vipPeriodWatermarks,
  type VipPeriodRewardKind,
  type VipPeriodRewardRow,
} from '../../db/schema';
import { inTransaction, rowsOf, type DbExecutor, type DbTransaction } from '../../db/transaction';
import { currencyInfo } from '../../lib/player-currency';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { firstVipLevel, grantStudioFreeSpins, isBlocked, loadPlayer } from './level-rewards';

/** The ledger key (and free-rounds source key) of a period reward: once per (player, kind, period). */
export function vipPeriodRewardKey(playerId: string, kind: VipPeriodRewardKind, periodStart: string): string {
  return `loyalty-vip:${playerId}:${kind}:${periodStart}`;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** A player who played for real money in the period, with the period's net loss and level at its end. */
interface PeriodPlayer {
  playerId: string;
  netLossMinor: bigint;
  level: number;
}

/**
 * The players with at least one real-money bet in [start, end), in their account currency: net loss =
 * cash stakes - cash wins - rollbacks (a rollback is a fact of sign -1 carrying its bet's cash stake;
 * bonus stake is left out), and the highest level reached before the period's end (levels only go up,
 * and each level reached has its reward row, stamped when it was reached).
 */
async function periodPlayers(db: DbExecutor, start: Date, end: Date): Promise<PeriodPlayer[]> {
  const rows = rowsOf<{ playerId: string; netLoss: string; level: number | null }>(
    await db.execute(sql`
      WITH activity AS (
        SELECT f.player_id,
               sum(f.sign * (f.cash_stake_minor - f.win_minor)) AS net_loss,
               bool_or(f.kind = 'bet' AND f.sign = 1 AND f.cash_stake_minor > 0) AS played
        FROM wager_facts f
        JOIN players p ON p.id = f.player_id AND p.currency = f.currency
        WHERE f.created_at >= ${start.toISOString()}::timestamptz
          AND f.created_at < ${end.toISOString()}::timestamptz
          AND f.kind IN ('bet', 'win', 'rollback')
        GROUP BY f.player_id
      )
      SELECT a.player_id AS "playerId", a.net_loss::text AS "netLoss",
             (SELECT max(r.level) FROM loyalty_rewards r
               WHERE r.player_id = a.player_id AND r.created_at < ${end.toISOString()}::timestamptz) AS level
      FROM activity a
      WHERE a.played
      ORDER BY a.player_id`),
  );
  return rows.map((row) => ({
    playerId: row.playerId,
    netLossMinor: BigInt(row.netLoss),
    level: Number(row.level ?? 0),
  }));
}

interface RewardValues {
  kind: VipPeriodRewardKind;
  netLossMinor?: bigint;
  amountMinor?: bigint;
  spins?: number;
  gameSlug?: string;
}

/** What one period pays a player of a tier: the cashback and cash only when they come to something. */
function rewardsOf(
  period: VipPeriod,
  tier: VipTierKey,
  player: PeriodPlayer,
  currency: string,
): RewardValues[] {
  const table = vipPeriodTier(tier);
  const benefit = table[period];
  const out: RewardValues[] = [];
  const cashback = vipNetLossCashback(player.netLossMinor, benefit.cashbackBasisPoints);
  if (cashback > 0n)
    out.push({ kind: `${period}_cashback`, netLossMinor: player.netLossMinor, amountMinor: cashback });
  const cash = eurCentsInCurrency(benefit.cashRewardEurCents, currencyInfo(currency), 'floor');
  if (cash > 0n) out.push({ kind: `${period}_cash`, amountMinor: cash });
  if (benefit.freeSpins > 0)
    out.push({ kind: `${period}_free_spins`, spins: benefit.freeSpins, gameSlug: table.freeSpinsGameSlug });
  return out;
}

/**
 * Pays a recorded reward: cash (cashback or cash reward) from house_promotions to the player's cash,
 * keyed on (player, kind, period); free spins through the studio's free-rounds grant. Answers false
 * when it must wait (the slot of the free spins is not in the catalogue yet).
 */
async function settleVipReward(tx: DbTransaction, reward: VipPeriodRewardRow, now: Date): Promise<boolean> {
  const key = vipPeriodRewardKey(reward.playerId, reward.kind, reward.periodStart);
  if (reward.amountMinor !== null) {
    const amount = reward.amountMinor;
    const { currency } = reward;
    const accounts = await ensurePlayerAccounts(tx, reward.playerId, currency);
    const house = await ensureHouseAccount(tx, 'house_promotions', currency);
    const posted = await postEntry(tx, {
      idempotencyKey: key,
      kind: 'loyalty_vip_reward',
      postings: [
        { accountId: house, amount: -amount, currency },
        { accountId: accounts.cash, amount, currency },
      ],
      metadata: { playerId: reward.playerId, kind: reward.kind, periodStart: reward.periodStart },
      outbox: [
        {
          topic: 'loyalty.vip_period_reward',
          payload: {
            playerId: reward.playerId,
            kind: reward.kind,
            periodStart: reward.periodStart,
            amountMinor: amount.toString(),
            currency,
          },
        },
      ],
      createdAt: now,
    });
    await tx
      .update(vipPeriodRewards)
      .set({ status: 'paid', ledgerEntryId: posted.entryId, settledAt: now })
      .where(eq(vipPeriodRewards.id, reward.id));
    return true;
  }
  const grantId = await grantStudioFreeSpins(tx, {
    playerId: reward.playerId,
    gameSlug: reward.gameSlug ?? '',
    spins: reward.spins ?? 0,
    source: 'loyalty_vip',
    sourceKey: key,
    now,
  });
  if (!grantId) return false;
  await tx
    .update(vipPeriodRewards)
    .set({ status: 'granted', settledAt: now })
    .where(eq(vipPeriodRewards.id, reward.id));
  return true;
}

/** Records (once) and pays one player's rewards of one closed period; answers how many were new. */
async function payPlayerPeriod(
  tx: DbTransaction,
  period: VipPeriod,
  periodStart: string,
  candidate: PeriodPlayer,
  now: Date,
): Promise<number> {
  const tier = categoryOfLevel(candidate.level)?.key;
  if (candidate.level < firstVipLevel || !tier || tier === 'art') return 0;
  const player = await loadPlayer(tx, candidate.playerId);
  if (!player) return 0;
  const blocked = isBlocked(player, now);
  let recorded = 0;
  for (const values of rewardsOf(period, tier, candidate, player.currency)) {
    const [row] = await tx
      .insert(vipPeriodRewards)
      .values({
        playerId: player.id,
        period,
        periodStart,
        tier,
        level: candidate.level,
        currency: player.currency,
        status: 'waiting',
        createdAt: now,
        ...values,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    recorded += 1;
    if (!blocked) await settleVipReward(tx, row, now);
  }
  return recorded;
}

async function paidThrough(db: DbExecutor, period: VipPeriod): Promise<string | null> {
  const [mark] = await db
    .select({ paidThrough: vipPeriodWatermarks.paidThrough })
    .from(vipPeriodWatermarks)
    .where(eq(vipPeriodWatermarks.period, period));
  return mark?.paidThrough ?? null;
}

/**
 * One VIP period job (weekly or monthly): pays every period closed at `now` after the job's watermark,
 * oldest first. Each player's rewards of a period are recorded and paid in a transaction of their own
 * (unique per player, kind and period, so short locks on the house account and nothing paid twice),
 * then the watermark moves on (never back). A copy running at the same time, or a run after a crash
 * half-way through a period, finds the rewards already recorded and records nothing new. The first
 * run starts with the last closed period (no back-pay of the time before the job existed). Answers
 * the rewards recorded.
 */
export async function runVipPeriodJob(db: DbExecutor, period: VipPeriod, now: Date): Promise<number> {
  const lastClosed = lastClosedVipPeriod(period, now);
  let recorded = 0;
  for (;;) {
    const mark = await paidThrough(db, period);
    const start = mark ? vipPeriodEnd(period, new Date(`${mark}T00:00:00Z`)) : lastClosed;
    if (start.getTime() > lastClosed.getTime()) return recorded;
    const periodStart = day(start);
    for (const candidate of await periodPlayers(db, start, vipPeriodEnd(period, start))) {
      if (candidate.level < firstVipLevel) continue;
      recorded += await inTransaction(db, (tx) => payPlayerPeriod(tx, period, periodStart, candidate, now));
    }
    await db
      .insert(vipPeriodWatermarks)
      .values({ period, paidThrough: periodStart, updatedAt: now })
      .onConflictDoUpdate({
        target: vipPeriodWatermarks.period,
        set: { paidThrough: periodStart, updatedAt: now },
        setWhere: sql`${vipPeriodWatermarks.paidThrough} IS NULL OR ${vipPeriodWatermarks.paidThrough} < ${periodStart}::date`,
      });
  }
}

/** Both VIP period jobs, the week's then the month's. */
export async function runVipPeriodJobs(db: DbExecutor, now: Date): Promise<Record<VipPeriod, number>> {
  const out = { weekly: 0, monthly: 0 };
  for (const period of vipPeriods) out[period] = await runVipPeriodJob(db, period, now);
  return out;
}

/**
 * Pays the period rewards that waited for a block to end (or for their slot): each in its own
 * transaction, taken with SKIP LOCKED, so copies never pay one twice. Answers how many were settled.
 */
export async function payWaitingVipRewards(db: DbExecutor, now: Date, limit = 100): Promise<number> {
  const candidates = await db
    .select({ id: vipPeriodRewards.id })
    .from(vipPeriodRewards)
    .innerJoin(players, eq(players.id, vipPeriodRewards.playerId))
    .where(
      and(
        eq(vipPeriodRewards.status, 'waiting'),
        sql`(${players.selfExcludedUntil} IS NULL OR ${players.selfExcludedUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(limit);
  let settled = 0;
  for (const candidate of candidates) {
    const done = await inTransaction(db, async (tx) => {
      const [reward] = await tx
        .select()
        .from(vipPeriodRewards)
        .where(and(eq(vipPeriodRewards.id, candidate.id), eq(vipPeriodRewards.status, 'waiting')))
        .for('update', { skipLocked: true });
      if (!reward) return false;
      return settleVipReward(tx, reward, now);
    });
    if (done) settled += 1;
  }
  return settled;
}
