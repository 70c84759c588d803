import { reelStrip } from '../engine/reel-strip';
import { paysFor, paysFrom2, twentyLines, type SlotTitle } from './slot-title';

/** Lucky Clover: 20 lines, frequent small wins, a rainbow wild and a pot of gold that starts free spins. Low. */
const reel = { wild: 2, pot: 2, clover: 3, horseshoe: 4, hat: 5, coin: 6, a: 7, k: 7, q: 8 };
const freeReel = { ...reel, wild: 3 };

export const luckyClover: SlotTitle = {
  slug: 'lucky-clover',
  title: 'Lucky Clover',
  description: 'Follow the rainbow: 20 paylines, frequent wins and a pot of gold that starts free spins.',
  volatility: 'low',
  tags: [],
  rtp: '95.47',
  popularity: 75,
  limits: { minBet: 20n, maxBet: 20_000n },
  config: {
    layout: { kind: 'lines', rows: 3, paylines: twentyLines },
    symbols: ['wild', 'pot', 'clover', 'horseshoe', 'hat', 'coin', 'a', 'k', 'q'],
    wild: 'wild',
    scatter: 'pot',
    pays: {
      wild: paysFrom2(5, 40, 150, 750),
      clover: paysFrom2(2, 30, 100, 400),
      horseshoe: paysFor(20, 60, 240),
      hat: paysFor(15, 40, 160),
      coin: paysFor(10, 30, 120),
      a: paysFor(10, 25, 100),
      k: paysFor(7, 18, 70),
      q: paysFor(6, 15, 60),
    },
    scatterPays: [0, 0, 0, 2, 10, 50],
    coinsPerBet: 20,
    reels: [0, 9, 17, 25, 33].map((turn) => reelStrip(reel, turn)),
    freeReels: [4, 12, 20, 28, 36].map((turn) => reelStrip(freeReel, turn)),
    freeSpins: { awards: [0, 0, 0, 8, 12, 20], cap: 40, multiplier: 1 },
  },
  theme: {
    colours: ['#052e16', '#15803d'],
    symbols: {
      wild: 'rainbow-wild',
      pot: 'pot-of-gold',
      clover: 'clover',
      horseshoe: 'horseshoe',
      hat: 'hat',
      coin: 'coin',
      a: 'royal-a',
      k: 'royal-k',
      q: 'royal-q',
    },
  },
};
