import { reelStrip } from '../engine/reel-strip';
import { paysFor, type SlotTitle } from './slot-title';

/** Gold Rush Megaways: 6 reels of 2 to 6 rows (up to 46,656 ways), steady wins and free spins. Low. */
const first = { nugget: 3, cart: 4, lantern: 5, boots: 5, pan: 6, a: 7, k: 7, q: 8, j: 8 };
const withWild = { ...first, j: 7, wild: 2, scatter: 1 };
const centre = { ...withWild, scatter: 2 };
const freeWithWild = { ...withWild, wild: 3 };
const freeCentre = { ...centre, wild: 3 };

export const goldRush: SlotTitle = {
  slug: 'gold-rush-megaways',
  title: 'Gold Rush Megaways',
  description: 'Pan for gold on 6 reels of changing height: up to 46,656 ways and free spins that retrigger.',
  volatility: 'low',
  tags: ['megaways'],
  rtp: '95.27',
  popularity: 80,
  limits: { minBet: 20n, maxBet: 50_000n },
  config: {
    layout: { kind: 'megaways', minRows: 2, maxRows: 6 },
    symbols: ['wild', 'scatter', 'nugget', 'cart', 'lantern', 'boots', 'pan', 'a', 'k', 'q', 'j'],
    wild: 'wild',
    scatter: 'scatter',
    pays: {
      nugget: paysFor(8, 22, 45, 120),
      cart: paysFor(6, 15, 30, 75),
      lantern: paysFor(5, 12, 22, 60),
      boots: paysFor(4, 10, 20, 50),
      pan: paysFor(3, 9, 17, 40),
      a: paysFor(2, 5, 10, 25),
      k: paysFor(2, 5, 10, 25),
      q: paysFor(2, 3, 8, 20),
      j: paysFor(2, 3, 8, 20),
    },
    scatterPays: [0, 0, 0, 1, 5, 20, 100],
    coinsPerBet: 20,
    reels: [0, 6, 12, 18, 24, 30].map((turn, reel) =>
      reelStrip(reel === 0 ? first : reel === 2 || reel === 3 ? centre : withWild, turn),
    ),
    freeReels: [3, 9, 15, 21, 27, 33].map((turn, reel) =>
      reelStrip(reel === 0 ? first : reel === 2 || reel === 3 ? freeCentre : freeWithWild, turn),
    ),
    freeSpins: { awards: [0, 0, 0, 8, 10, 12, 15], cap: 40, multiplier: 1 },
  },
  theme: {
    colours: ['#292524', '#78350f'],
    symbols: {
      wild: 'dynamite-wild',
      scatter: 'pickaxe',
      nugget: 'nugget',
      cart: 'mine-cart',
      lantern: 'lantern',
      boots: 'boot',
      pan: 'gold-pan',
      a: 'royal-a',
      k: 'royal-k',
      q: 'royal-q',
      j: 'royal-j',
    },
  },
};
