import { dragonHoard } from './titles/dragon-hoard';
import { frostGiants } from './titles/frost-giants';
import { goldRush } from './titles/gold-rush';
import { luckyClover } from './titles/lucky-clover';
import { neonFruits } from './titles/neon-fruits';
import { pearlDiver } from './titles/pearl-diver';
import type { SlotTitle } from './titles/slot-title';
import { starJackpot } from './titles/star-jackpot';
import { sunTemple } from './titles/sun-temple';

/** Every slot title, in catalogue order. Pure data: the game page imports this list too. */
export const slotTitles: readonly SlotTitle[] = [
  neonFruits,
  sunTemple,
  dragonHoard,
  luckyClover,
  frostGiants,
  starJackpot,
  pearlDiver,
  goldRush,
];

export function findSlotTitle(slug: string): SlotTitle | undefined {
  return slotTitles.find((title) => title.slug === slug);
}
