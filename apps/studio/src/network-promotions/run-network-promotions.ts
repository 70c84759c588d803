import type { StudioContext } from '../context';
import { closeEndedRaces } from './close-race';
import { sendOwedPrizes } from './promotion-prizes';
import { recordMissedRounds } from './record-round';
import { ensureSeededPromotions } from './seed-promotions';

/**
 * The network promotions' share of the retry pass: the current period's seeded promotions, the rounds
 * no one recorded, the close of every ended race, then every prize still owed to an operator.
 */
export async function runNetworkPromotions(ctx: StudioContext): Promise<void> {
  await ensureSeededPromotions(ctx);
  await recordMissedRounds(ctx);
  await closeEndedRaces(ctx);
  await sendOwedPrizes(ctx);
}
