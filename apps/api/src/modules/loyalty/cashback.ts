import { cashbackPayable, cashbackShareOfEdge, cashbackSubunitsPerMinor } from '@casino/rules';
import { and, eq, lt, sql } from 'drizzle-orm';
import { cashbackClaims, cashbackDays, playerLoyalty, players } from '../../db/schema';
import { inTransaction, rowsOf, type DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { utcDay } from './projections';

export interface CashbackStatus {
  currency: string;
  availableMinor: bigint;
  accruingMinor: bigint;
  canClaim: boolean;
  nextClaimAt: Date | null;
}

/** The next UTC midnight after `now`. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** The ledger key of a claim: once per player and UTC day. */
export function cashbackClaimKey(playerId: string, day: string): string {
  return `loyalty-cashback:${playerId}:${day}`;
}

interface Standing {
  currency: string;
  level: number;
  carry: bigint;
  lastClaimDay: string | null;
}

async function standingOf(db: DbExecutor, playerId: string): Promise<Standing | null> {
  const [row] = await db
    .select({
      currency: players.currency,
      level: playerLoyalty.level,
      carry: playerLoyalty.cashbackCarrySubunits,
      lastClaimDay: playerLoyalty.lastCashbackClaimDay,
    })
    .from(players)
    .leftJoin(playerLoyalty, eq(playerLoyalty.playerId, players.id))
    .where(eq(players.id, playerId));
  if (!row) return null;
  return {
    currency: row.currency,
    level: row.level ?? 0,
    carry: row.carry ?? 0n,
    lastClaimDay: row.lastClaimDay,
  };
}

/** Edge-weighted stake not yet claimed before `today`, and today's (and any later day's). */
async function edgeStakes(db: DbExecutor, playerId: string, today: string) {
  const [row] = rowsOf<{ before: string; today: string }>(
    await db.execute(sql`
      SELECT coalesce(sum(edge_stake - claimed_edge_stake) FILTER (WHERE day < ${today}::date), 0)::text AS before,
             coalesce(sum(edge_stake - claimed_edge_stake) FILTER (WHERE day >= ${today}::date), 0)::text AS today
      FROM cashback_days WHERE player_id = ${playerId}`),
  );
  return { before: BigInt(row?.before ?? '0'), today: BigInt(row?.today ?? '0') };
}

/**
 * The player's daily cashback: what may be claimed (everything accrued before today's UTC day and not
 * claimed, at the player's current tier rate, plus the carried remainder) and what today adds so far.
 */
export async function cashbackStatus(db: DbExecutor, playerId: string, now: Date): Promise<CashbackStatus> {
  const standing = await standingOf(db, playerId);
  if (!standing) throw new AppError('player_not_found');
  const today = utcDay(now);
  const share = BigInt(cashbackShareOfEdge(standing.level));
  const stakes = await edgeStakes(db, playerId, today);
  const available = clampPayable(stakes.before * share + standing.carry);
  const accruing = clampPayable(stakes.today * share);
  const canClaim = standing.lastClaimDay !== today && available > 0n;
  return {
    currency: standing.currency,
    availableMinor: available,
    accruingMinor: accruing,
    canClaim,
    nextClaimAt: canClaim ? null : nextUtcMidnight(now),
  };
}

function clampPayable(subunits: bigint): bigint {
  return subunits <= 0n ? 0n : subunits / cashbackSubunitsPerMinor;
}

/**
 * Claims the cashback available today, once per UTC day: one ledger entry house_promotions ->
 * player_cash keyed on (player, day), the days taken marked claimed, the remainder below one minor
 * unit carried. Serialized per player by the player's loyalty row lock.
 */
export async function claimCashback(
  db: DbExecutor,
  playerId: string,
  now: Date,
): Promise<{ claimedMinor: bigint; currency: string }> {
  const today = utcDay(now);
  return inTransaction(db, async (tx) => {
    await tx.insert(playerLoyalty).values({ playerId, updatedAt: now }).onConflictDoNothing();
    await tx
      .select({ id: playerLoyalty.playerId })
      .from(playerLoyalty)
      .where(eq(playerLoyalty.playerId, playerId))
      .for('update');
    const standing = await standingOf(tx, playerId);
    if (!standing) throw new AppError('player_not_found');
    if (standing.lastClaimDay === today) throw new AppError('cashback_already_claimed');
    // Lock the days taken, so a late fact for one of them waits and is left for the next claim.
    const days = await tx
      .select({
        day: cashbackDays.day,
        edgeStake: cashbackDays.edgeStake,
        claimed: cashbackDays.claimedEdgeStake,
      })
      .from(cashbackDays)
      .where(and(eq(cashbackDays.playerId, playerId), lt(cashbackDays.day, today)))
      .for('update');
    const pending = days.reduce((sum, day) => sum + day.edgeStake - day.claimed, 0n);
    const subunits = pending * BigInt(cashbackShareOfEdge(standing.level)) + standing.carry;
    if (subunits <= 0n) throw new AppError('cashback_nothing_to_claim');
    const { minor, remainderSubunits } = cashbackPayable(subunits);
    if (minor === 0n) throw new AppError('cashback_nothing_to_claim');

    const { currency } = standing;
    const accounts = await ensurePlayerAccounts(tx, playerId, currency);
    const house = await ensureHouseAccount(tx, 'house_promotions', currency);
    const posted = await postEntry(tx, {
      idempotencyKey: cashbackClaimKey(playerId, today),
      kind: 'loyalty_cashback',
      postings: [
        { accountId: house, amount: -minor, currency },
        { accountId: accounts.cash, amount: minor, currency },
      ],
      metadata: { playerId, day: today },
      outbox: [
        {
          topic: 'loyalty.cashback_claimed',
          payload: { playerId, day: today, amountMinor: minor.toString(), currency },
        },
      ],
      createdAt: now,
    });
    for (const day of days) {
      await tx
        .update(cashbackDays)
        .set({ claimedEdgeStake: day.edgeStake })
        .where(and(eq(cashbackDays.playerId, playerId), eq(cashbackDays.day, day.day)));
    }
    await tx
      .update(playerLoyalty)
      .set({ cashbackCarrySubunits: remainderSubunits, lastCashbackClaimDay: today, updatedAt: now })
      .where(eq(playerLoyalty.playerId, playerId));
    await tx.insert(cashbackClaims).values({
      playerId,
      day: today,
      amountMinor: minor,
      currency,
      ledgerEntryId: posted.entryId,
      createdAt: now,
    });
    return { claimedMinor: minor, currency };
  });
}
