import type { LoyaltyData, LoyaltyRewardsData, VipPeriodRewardsData } from '@casino/contract/loyalty';
import {
  categoryOfLevel,
  cpToMicro,
  findLoyaltyLevel,
  microCpPerCp,
  microToWholeCp,
  nextLevelAfter,
} from '@casino/rules';
import { desc, eq } from 'drizzle-orm';
import { loyaltyRewards, playerLoyalty, players, vipHostTasks, vipPeriodRewards } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { cashbackStatus } from './cashback';
import { firstVipLevel } from './level-rewards';

/** Progress from the current level's threshold to the next one's, 0..1 (1 at level 60). */
export function progressWithin(level: number, microCp: bigint): number {
  const next = nextLevelAfter(level);
  if (!next) return 1;
  const from = level > 0 ? cpToMicro(findLoyaltyLevel(level)!.requiredCp) : 0n;
  const to = cpToMicro(next.requiredCp);
  if (microCp <= from) return 0;
  if (microCp >= to) return 1;
  // Integer parts-per-million first, so the ratio is exact to 6 digits whatever the size of the CP.
  return Number(((microCp - from) * 1_000_000n) / (to - from)) / 1_000_000;
}

/** GET /player/loyalty: the player's CP, level, category, progress and cashback. */
export async function loyaltyOf(db: DbExecutor, playerId: string, now: Date): Promise<LoyaltyData> {
  const [player] = await db
    .select({
      id: players.id,
      microCp: playerLoyalty.microCp,
      level: playerLoyalty.level,
      levelReachedAt: playerLoyalty.levelReachedAt,
    })
    .from(players)
    .leftJoin(playerLoyalty, eq(playerLoyalty.playerId, players.id))
    .where(eq(players.id, playerId));
  if (!player) throw new AppError('player_not_found');
  const microCp = player.microCp ?? 0n;
  const level = player.level ?? 0;
  const positiveCp = microCp > 0n ? microCp : 0n;
  const levelMicro = level > 0 ? cpToMicro(findLoyaltyLevel(level)!.requiredCp) : 0n;
  const next = nextLevelAfter(level);
  const untilNext = next ? cpToMicro(next.requiredCp) - positiveCp : null;
  const cashback = await cashbackStatus(db, playerId, now);
  return {
    level,
    categoryKey: categoryOfLevel(level)?.key ?? null,
    isVip: level >= firstVipLevel,
    totalCp: microToWholeCp(positiveCp).toString(),
    totalCpTenths: (positiveCp / (microCpPerCp / 10n)).toString(),
    cpGained: microToWholeCp(positiveCp > levelMicro ? positiveCp - levelMicro : 0n).toString(),
    nextLevel: next ? { number: next.number, requiredCp: String(next.requiredCp) } : null,
    // Rounded up: "2 CP until next level" while 1.5 are missing would be a promise not kept.
    cpUntilNextLevel:
      untilNext === null ? null : ((untilNext > 0n ? untilNext : 0n) + microCpPerCp - 1n) / microCpPerCp + '',
    progress: progressWithin(level, positiveCp),
    lastLevelUp:
      level > 0 && player.levelReachedAt ? { level, at: player.levelReachedAt.toISOString() } : null,
    cashback: {
      currency: cashback.currency,
      availableMinor: cashback.availableMinor.toString(),
      accruingMinor: cashback.accruingMinor.toString(),
      canClaim: cashback.canClaim,
      nextClaimAt: cashback.nextClaimAt?.toISOString() ?? null,
    },
  };
}

/** GET /player/loyalty/rewards: the player's level-up rewards, newest level first. */
export async function loyaltyRewardsOf(db: DbExecutor, playerId: string): Promise<LoyaltyRewardsData> {
  const rows = await db
    .select()
    .from(loyaltyRewards)
    .where(eq(loyaltyRewards.playerId, playerId))
    .orderBy(desc(loyaltyRewards.level));
  return {
    items: rows.map((row) => ({
      level: row.level,
      kind: row.kind,
      ...(row.kind === 'cash'
        ? { amountMinor: (row.amountMinor ?? 0n).toString(), currency: row.currency ?? '' }
        : { spins: row.spins ?? 0, gameSlug: row.gameSlug ?? '' }),
      status: row.status,
      at: row.createdAt.toISOString(),
    })),
  };
}

/** Staff: the VIP host tasks, newest first. */
export async function listVipHostTasks(db: DbExecutor, input: { status?: 'open' | 'done' }) {
  const rows = await db
    .select({
      id: vipHostTasks.id,
      playerId: vipHostTasks.playerId,
      username: players.username,
      level: vipHostTasks.level,
      status: vipHostTasks.status,
      createdAt: vipHostTasks.createdAt,
    })
    .from(vipHostTasks)
    .innerJoin(players, eq(players.id, vipHostTasks.playerId))
    .where(input.status ? eq(vipHostTasks.status, input.status) : undefined)
    .orderBy(desc(vipHostTasks.createdAt))
    .limit(500);
  return { tasks: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** GET /player/loyalty/vipRewards: the player's weekly and monthly VIP rewards, newest period first. */
export async function vipPeriodRewardsOf(db: DbExecutor, playerId: string): Promise<VipPeriodRewardsData> {
  const rows = await db
    .select()
    .from(vipPeriodRewards)
    .where(eq(vipPeriodRewards.playerId, playerId))
    .orderBy(desc(vipPeriodRewards.periodStart), vipPeriodRewards.period, vipPeriodRewards.kind)
    .limit(200);
  return {
    items: rows.map((row) => ({
      period: row.period,
      kind: row.kind,
      periodStart: row.periodStart,
      tier: row.tier,
      currency: row.currency,
      ...(row.amountMinor !== null ? { amountMinor: row.amountMinor.toString() } : {}),
      ...(row.netLossMinor !== null ? { netLossMinor: row.netLossMinor.toString() } : {}),
      ...(row.spins !== null ? { spins: row.spins, gameSlug: row.gameSlug ?? '' } : {}),
      status: row.status,
    })),
  };
}
