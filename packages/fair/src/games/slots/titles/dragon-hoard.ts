import { reelStrip } from '../engine/reel-strip';
import { paysFor, type SlotTitle } from './slot-title';

/** Dragon Hoard Megaways: 6 reels of 2 to 7 rows (up to 117,649 ways), triple-pay free spins. High. */
const first = { dragon: 2, crown: 3, sword: 4, shield: 4, gem: 5, a: 6, k: 6, q: 7, j: 7, ten: 7 };
const withWild = { ...first, ten: 6, wild: 1, scatter: 1 };
const freeWithWild = { ...withWild, wild: 4 };

export const dragonHoard: SlotTitle = {
  slug: 'dragon-hoard-megaways',
  title: 'Dragon Hoard Megaways',
  description: 'Wake the dragon on 6 reels of changing height: up to 117,649 ways and triple-pay free spins.',
  volatility: 'high',
  tags: ['megaways', 'bonus-buy'],
  rtp: '95.55',
  bonusBuyRtp: '96.37',
  popularity: 88,
  limits: { minBet: 20n, maxBet: 50_000n },
  config: {
    layout: { kind: 'megaways', minRows: 2, maxRows: 7 },
    symbols: ['wild', 'scatter', 'dragon', 'crown', 'sword', 'shield', 'gem', 'a', 'k', 'q', 'j', 'ten'],
    wild: 'wild',
    scatter: 'scatter',
    pays: {
      dragon: paysFor(15, 40, 80, 250),
      crown: paysFor(8, 20, 40, 120),
      sword: paysFor(5, 15, 30, 80),
      shield: paysFor(4, 10, 20, 60),
      gem: paysFor(2, 6, 12, 35),
      a: paysFor(2, 3, 6, 20),
      k: paysFor(2, 3, 6, 20),
      q: paysFor(1, 3, 5, 15),
      j: paysFor(1, 3, 5, 15),
      ten: paysFor(1, 3, 5, 15),
    },
    scatterPays: [0, 0, 0, 1, 5, 20, 100],
    coinsPerBet: 20,
    reels: [0, 5, 11, 17, 23, 29].map((turn, reel) => reelStrip(reel === 0 ? first : withWild, turn)),
    freeReels: [2, 9, 13, 21, 27, 33].map((turn, reel) => reelStrip(reel === 0 ? first : freeWithWild, turn)),
    freeSpins: { awards: [0, 0, 0, 8, 12, 15, 20], cap: 40, multiplier: 3 },
    bonusBuy: { price: 77, spins: 10 },
  },
  theme: {
    colours: ['#450a0a', '#7f1d1d'],
    symbols: {
      wild: 'flame-wild',
      scatter: 'dragon-egg',
      dragon: 'dragon',
      crown: 'crown',
      sword: 'swords',
      shield: 'shield',
      gem: 'gem',
      a: 'royal-a',
      k: 'royal-k',
      q: 'royal-q',
      j: 'royal-j',
      ten: 'royal-ten',
    },
  },
};
