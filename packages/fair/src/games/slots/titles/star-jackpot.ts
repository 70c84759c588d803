import { reelStrip } from '../engine/reel-strip';
import { paysFor, paysFrom2, type SlotTitle } from './slot-title';

/**
 * Star Jackpot: 5 reels, 10 lines and a progressive pool. 1 % of every real-money stake feeds the
 * pool; any base spin can win all of it (about 1 spin in 250,000), whatever the reels show.
 */
const reel = { wild: 1, star: 1, seven: 2, bar: 3, bell: 4, melon: 5, plum: 6, cherry: 8 };

export const starJackpot: SlotTitle = {
  slug: 'star-jackpot',
  title: 'Star Jackpot',
  description:
    'A classic with a progressive jackpot: 10 lines, shooting-star free spins and a pool that grows with every bet.',
  volatility: 'medium',
  tags: [],
  rtp: '96.50',
  popularity: 82,
  limits: { minBet: 10n, maxBet: 10_000n },
  config: {
    layout: {
      kind: 'lines',
      rows: 3,
      paylines: [
        [1, 1, 1, 1, 1],
        [0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2],
        [0, 1, 2, 1, 0],
        [2, 1, 0, 1, 2],
        [0, 0, 1, 2, 2],
        [2, 2, 1, 0, 0],
        [1, 0, 0, 0, 1],
        [1, 2, 2, 2, 1],
        [0, 1, 1, 1, 0],
      ],
    },
    symbols: ['wild', 'star', 'seven', 'bar', 'bell', 'melon', 'plum', 'cherry'],
    wild: 'wild',
    scatter: 'star',
    pays: {
      wild: paysFor(40, 200, 1250),
      seven: paysFor(32, 125, 650),
      bar: paysFor(20, 75, 320),
      bell: paysFor(13, 40, 150),
      melon: paysFor(8, 25, 80),
      plum: paysFor(6, 18, 70),
      cherry: paysFrom2(1, 4, 13, 40),
    },
    scatterPays: [0, 0, 0, 2, 10, 50],
    coinsPerBet: 10,
    reels: [0, 6, 12, 18, 24].map((turn) => reelStrip(reel, turn)),
    freeSpins: { awards: [0, 0, 0, 10, 15, 20], cap: 30, multiplier: 2 },
    // 2^32 / 250,000, rounded down: the pool is won about once in 250,000 base spins.
    jackpot: { contributionBp: 100, oddsNumerator: 17_179, seedAmount: 50_000 },
  },
  theme: {
    colours: ['#1c1917', '#7c2d12'],
    symbols: {
      wild: 'gold-wild',
      star: 'shooting-star',
      seven: 'seven',
      bar: 'bar',
      bell: 'bell',
      melon: 'melon',
      plum: 'plum',
      cherry: 'cherry',
    },
  },
};
