import { eq } from 'drizzle-orm';
import type { StudioDatabase } from '../db/client';
import { rounds } from '../db/schema';

/**
 * What the studio's rounds say the player's balance moved by: a settled round moved payout − stake, a
 * round whose win is still owed moved −stake so far; refused and rolled-back bets moved nothing.
 */
export async function expectedMovement(db: StudioDatabase, playerKey: string): Promise<bigint> {
  const rows = await db.select().from(rounds).where(eq(rounds.playerKey, playerKey));
  return rows.reduce((sum, round) => {
    if (round.status === 'settled') return sum + round.payout - round.stake;
    if (round.status === 'win_pending') return sum - round.stake;
    return sum;
  }, 0n);
}
