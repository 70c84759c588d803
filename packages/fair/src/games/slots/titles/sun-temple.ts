import { reelStrip } from '../engine/reel-strip';
import { paysFor, type SlotTitle } from './slot-title';

/** Sun Temple: 243 ways, free spins at double pay with retriggers, and a bonus buy. Medium. */
const base = { idol: 2, scarab: 3, eye: 4, ankh: 4, a: 6, k: 6, q: 7, j: 7, scatter: 1 };
const withWild = { ...base, q: 6, j: 6, wild: 2 };
const centre = { ...withWild, scatter: 2 };
const freeWithWild = { ...withWild, wild: 5 };
const freeCentre = { ...centre, wild: 5 };

export const sunTemple: SlotTitle = {
  slug: 'sun-temple',
  title: 'Sun Temple',
  description: 'Golden idols in a desert temple: 243 ways, double-pay free spins and a bonus buy.',
  volatility: 'medium',
  tags: ['multiways', 'bonus-buy'],
  rtp: '96.07',
  bonusBuyRtp: '96.72',
  popularity: 85,
  limits: { minBet: 20n, maxBet: 100_000n },
  config: {
    layout: { kind: 'ways', rows: 3 },
    symbols: ['wild', 'scatter', 'idol', 'scarab', 'eye', 'ankh', 'a', 'k', 'q', 'j'],
    wild: 'wild',
    scatter: 'scatter',
    pays: {
      idol: paysFor(15, 50, 200),
      scarab: paysFor(8, 30, 120),
      eye: paysFor(6, 20, 80),
      ankh: paysFor(5, 15, 60),
      a: paysFor(3, 9, 32),
      k: paysFor(3, 9, 32),
      q: paysFor(2, 6, 22),
      j: paysFor(2, 5, 20),
    },
    scatterPays: [0, 0, 0, 2, 10, 50],
    coinsPerBet: 20,
    reels: [
      reelStrip(base, 0),
      reelStrip(withWild, 7),
      reelStrip(centre, 15),
      reelStrip(withWild, 23),
      reelStrip(withWild, 31),
    ],
    freeReels: [
      reelStrip(base, 3),
      reelStrip(freeWithWild, 11),
      reelStrip(freeCentre, 19),
      reelStrip(freeWithWild, 27),
      reelStrip(freeWithWild, 35),
    ],
    freeSpins: { awards: [0, 0, 0, 10, 15, 20], cap: 50, multiplier: 3 },
    bonusBuy: { price: 56, spins: 10 },
  },
  theme: {
    colours: ['#451a03', '#b45309'],
    symbols: {
      wild: 'sun-wild',
      scatter: 'temple',
      idol: 'idol',
      scarab: 'scarab',
      eye: 'eye',
      ankh: 'ankh',
      a: 'royal-a',
      k: 'royal-k',
      q: 'royal-q',
      j: 'royal-j',
    },
  },
};
