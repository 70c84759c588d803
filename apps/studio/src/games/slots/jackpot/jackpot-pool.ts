import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StudioContext } from '../../../context';
import type { StudioDatabase } from '../../../db/client';
import { jackpotPools, rounds, type Round } from '../../../db/schema';
import type { SlotOutcome } from '@casino/fair/games/slots/engine/slot-outcome';
import { findSlotTitle } from '@casino/fair/games/slots/slot-titles';

/**
 * The progressive pool of a jackpot slot. A real-money round adds its share of the stake when its bet
 * is accepted (from then on its outcome counts), and a round that drew the jackpot takes the whole pool
 * into its payout before the win is sent; the pool starts again from its seed. Both happen in one
 * transaction, guarded by the round's own marker (`outcome.jackpot.amount`), so exactly once.
 */
const scale = 10_000n;

const jackpotOf = (game: string) => findSlotTitle(game)?.config.jackpot;

/** The pool in whole minor units, as the page shows it; a pool nobody has fed yet shows its seed. */
export async function readJackpotPool(
  db: StudioDatabase,
  game: string,
  currency: string,
): Promise<bigint | null> {
  const jackpot = jackpotOf(game);
  if (!jackpot) return null;
  const [pool] = await db
    .select({ amount: jackpotPools.amountTenThousandths })
    .from(jackpotPools)
    .where(and(eq(jackpotPools.game, game), eq(jackpotPools.currency, currency)));
  return pool ? pool.amount / scale : BigInt(jackpot.seedAmount);
}

export async function settleJackpot(ctx: StudioContext, round: Round): Promise<Round> {
  const jackpot = jackpotOf(round.game);
  const outcome = round.outcome as SlotOutcome;
  if (!jackpot || !outcome.jackpot || round.mode !== 'real' || round.status !== 'win_pending') return round;
  const now = ctx.now();
  const seed = BigInt(jackpot.seedAmount) * scale;
  // stake · bp / 10^4 minor units is stake · bp ten-thousandths: exact.
  const contribution = round.stake * BigInt(jackpot.contributionBp);
  const settled = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(rounds)
      .set({ outcome: { ...outcome, jackpot: { isHit: outcome.jackpot!.isHit, amount: '0' } } })
      .where(
        and(
          eq(rounds.id, round.id),
          eq(rounds.status, 'win_pending'),
          isNull(sql`${rounds.outcome}->'jackpot'->>'amount'`),
        ),
      )
      .returning();
    if (!claimed) return null;
    // The upsert locks the pool row: rounds settling at once queue here and each sees the other's share.
    const [pool] = await tx
      .insert(jackpotPools)
      .values({
        game: round.game,
        currency: round.currency,
        amountTenThousandths: seed + contribution,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [jackpotPools.game, jackpotPools.currency],
        set: {
          amountTenThousandths: sql`${jackpotPools.amountTenThousandths} + ${contribution}`,
          updatedAt: now,
        },
      })
      .returning();
    if (!outcome.jackpot!.isHit) return claimed;
    const won = pool!.amountTenThousandths / scale;
    await tx
      .update(jackpotPools)
      .set({ amountTenThousandths: pool!.amountTenThousandths - won * scale + seed, updatedAt: now })
      .where(and(eq(jackpotPools.game, round.game), eq(jackpotPools.currency, round.currency)));
    const [paid] = await tx
      .update(rounds)
      .set({
        payout: round.payout + won,
        outcome: { ...outcome, jackpot: { isHit: true, amount: won.toString() } },
      })
      .where(eq(rounds.id, round.id))
      .returning();
    return paid!;
  });
  if (settled) return settled;
  // Already settled by another caller: read what it wrote.
  const [current] = await ctx.db.select().from(rounds).where(eq(rounds.id, round.id));
  return current!;
}
