import { reelStrip } from '../engine/reel-strip';
import { paysFor, twentyFiveLinesOn4Rows, type SlotTitle } from './slot-title';

/** Pearl Diver: 5 reels of 4 rows, 25 lines, double-pay free spins and a bonus buy. Medium. */
const reel = { wild: 2, shell: 1, diver: 2, turtle: 3, octopus: 4, fish: 5, a: 6, k: 6, q: 7, j: 7 };
const freeReel = { ...reel, wild: 5 };

export const pearlDiver: SlotTitle = {
  slug: 'pearl-diver',
  title: 'Pearl Diver',
  description: 'Dive for pearls on 5 reels of 4 rows: 25 lines, double-pay free spins and a bonus buy.',
  volatility: 'medium',
  tags: ['bonus-buy'],
  rtp: '95.64',
  bonusBuyRtp: '95.51',
  popularity: 78,
  limits: { minBet: 25n, maxBet: 50_000n },
  config: {
    layout: { kind: 'lines', rows: 4, paylines: twentyFiveLinesOn4Rows },
    symbols: ['wild', 'shell', 'diver', 'turtle', 'octopus', 'fish', 'a', 'k', 'q', 'j'],
    wild: 'wild',
    scatter: 'shell',
    pays: {
      wild: paysFor(75, 300, 1500),
      diver: paysFor(45, 180, 750),
      turtle: paysFor(30, 90, 375),
      octopus: paysFor(22, 60, 225),
      fish: paysFor(15, 45, 150),
      a: paysFor(9, 25, 80),
      k: paysFor(9, 25, 80),
      q: paysFor(7, 16, 65),
      j: paysFor(7, 16, 65),
    },
    scatterPays: [0, 0, 0, 2, 10, 50],
    coinsPerBet: 25,
    reels: [0, 7, 14, 21, 28].map((turn) => reelStrip(reel, turn)),
    freeReels: [3, 10, 17, 24, 31].map((turn) => reelStrip(freeReel, turn)),
    freeSpins: { awards: [0, 0, 0, 10, 12, 15], cap: 40, multiplier: 2 },
    bonusBuy: { price: 61, spins: 15 },
  },
  theme: {
    colours: ['#083344', '#0e7490'],
    symbols: {
      wild: 'pearl-wild',
      shell: 'scallop',
      diver: 'diver',
      turtle: 'turtle',
      octopus: 'octopus',
      fish: 'fish',
      a: 'royal-a',
      k: 'royal-k',
      q: 'royal-q',
      j: 'royal-j',
    },
  },
};
