import { pointsNeeded } from '@casino/rules/bonuses';
import { eq } from 'drizzle-orm';
import { bonusGrants, freeRoundGrants } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { activateIfFree } from './grants';

/**
 * True when a free-rounds grant is a free-spins bonus's (a bonus grant names it): its winnings are
 * bonus money, not cash.
 */
export async function isBonusCampaignGrant(tx: DbExecutor, freeRoundGrantId: string): Promise<boolean> {
  const [grant] = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(eq(bonusGrants.freeRoundGrantId, freeRoundGrantId))
    .limit(1);
  return Boolean(grant);
}

/**
 * The free rounds of a free-spins bonus are all played: their winnings (paid into the house's bonus
 * funding as they came) become the bonus, with the campaign's wagering, activated at once when no
 * other bonus is wagered. Winnings of 0 end the bonus. Answers the bonus money the player now has
 * to play with (0 when it waits or ended).
 */
export async function openFreeSpinsBonus(
  tx: DbExecutor,
  freeRoundGrantId: string,
  now: Date,
): Promise<bigint> {
  const [freeRounds] = await tx
    .select({ totalWin: freeRoundGrants.totalWin })
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.id, freeRoundGrantId));
  const [grant] = await tx
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.freeRoundGrantId, freeRoundGrantId))
    .for('update');
  if (!freeRounds || !grant || grant.status !== 'free_spins') return 0n;
  const winnings = freeRounds.totalWin;
  if (winnings <= 0n) {
    await tx
      .update(bonusGrants)
      .set({ status: 'expired', endedAt: now, endReason: 'no_winnings', updatedAt: now })
      .where(eq(bonusGrants.id, grant.id));
    return 0n;
  }
  const [opened] = await tx
    .update(bonusGrants)
    .set({
      status: 'available',
      bonusMinor: winnings,
      pointsNeeded: pointsNeeded({
        bonusMinor: winnings,
        depositMinor: 0n,
        wageringMultiple: grant.terms.wageringMultiple,
        wageringBase: 'bonus',
      }),
      claimBy: null,
      updatedAt: now,
    })
    .where(eq(bonusGrants.id, grant.id))
    .returning();
  const active = await activateIfFree(tx, opened!, now);
  return active?.status === 'active' ? winnings : 0n;
}
