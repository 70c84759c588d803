import type { BonusGrantRow } from '../../db/schema';
import type { Database } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { runningCampaigns } from './campaigns';
import { grantBonus } from './grants';

/**
 * A new player's bonuses of running `automatic` campaigns (a sign-up bonus): each granted once
 * (`auto:{campaign}:{player}`) and activated at once, one transaction each. A campaign the player may
 * not have (country, currency, a free-spins game missing) is skipped: a sign-up never fails for a bonus.
 */
export async function grantSignUpBonuses(
  db: Database,
  playerId: string,
  now: Date,
): Promise<BonusGrantRow[]> {
  const automatic = (await runningCampaigns(db, now)).filter(
    (campaign) => campaign.activation === 'automatic',
  );
  const granted: BonusGrantRow[] = [];
  for (const campaign of automatic) {
    try {
      const { grant } = await inTransaction(db, (tx) =>
        grantBonus(tx, {
          campaign,
          playerId,
          sourceKey: `auto:${campaign.id}:${playerId}`,
          activate: true,
          now,
        }),
      );
      granted.push(grant);
    } catch (error) {
      if (!(error instanceof AppError && error.code.startsWith('bonus_'))) throw error;
    }
  }
  return granted;
}
