import { and, eq } from 'drizzle-orm';
import type { StudioDatabase } from '../db/client';
import { networkPromotionPrizes, rounds } from '../db/schema';

/**
 * What the studio's books say the player's balance moved by: a settled round moved payout − stake, a
 * round whose win is still owed moved −stake so far; refused and rolled-back bets moved nothing. A
 * network promotion's credited prize (a Daily Drop falls on any qualifying slot round, at random)
 * moved its amount.
 */
export async function expectedMovement(db: StudioDatabase, playerKey: string): Promise<bigint> {
  const rows = await db.select().from(rounds).where(eq(rounds.playerKey, playerKey));
  const played = rows.reduce((sum, round) => {
    if (round.status === 'settled') return sum + round.payout - round.stake;
    if (round.status === 'win_pending') return sum - round.stake;
    return sum;
  }, 0n);
  const prizes = await db
    .select({ amount: networkPromotionPrizes.amount })
    .from(networkPromotionPrizes)
    .where(
      and(
        eq(networkPromotionPrizes.playerId, playerKey.slice(2)),
        eq(networkPromotionPrizes.status, 'credited'),
      ),
    );
  return prizes.reduce((sum, prize) => sum + prize.amount, played);
}
