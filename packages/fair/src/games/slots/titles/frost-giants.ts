import { reelStrip } from '../engine/reel-strip';
import { paysFor, type SlotTitle } from './slot-title';

/** Frost Giants: 243 ways, rare free spins at triple pay with retriggers. High volatility. */
const first = { giant: 2, axe: 3, horn: 3, wolf: 4, rune: 5, a: 6, k: 6, q: 7, j: 7, scatter: 1 };
const withWild = { ...first, j: 6, wild: 2 };
const centre = { ...withWild, scatter: 2 };
const freeWithWild = { ...withWild, wild: 6 };
const freeCentre = { ...centre, wild: 6 };

export const frostGiants: SlotTitle = {
  slug: 'frost-giants',
  title: 'Frost Giants',
  description: 'Storm the ice halls: 243 ways, wild snowflakes and triple-pay free spins that retrigger.',
  volatility: 'high',
  tags: ['multiways'],
  rtp: '96.33',
  popularity: 72,
  limits: { minBet: 25n, maxBet: 50_000n },
  config: {
    layout: { kind: 'ways', rows: 3 },
    symbols: ['wild', 'scatter', 'giant', 'axe', 'horn', 'wolf', 'rune', 'a', 'k', 'q', 'j'],
    wild: 'wild',
    scatter: 'scatter',
    pays: {
      giant: paysFor(30, 120, 600),
      axe: paysFor(15, 60, 225),
      horn: paysFor(12, 45, 180),
      wolf: paysFor(10, 32, 125),
      rune: paysFor(10, 28, 90),
      a: paysFor(5, 12, 45),
      k: paysFor(5, 12, 45),
      q: paysFor(3, 9, 30),
      j: paysFor(3, 9, 30),
    },
    scatterPays: [0, 0, 0, 2, 20, 100],
    coinsPerBet: 25,
    reels: [0, 8, 16, 24, 32].map((turn, reel) =>
      reelStrip(reel === 0 ? first : reel === 2 ? centre : withWild, turn),
    ),
    freeReels: [5, 13, 21, 29, 37].map((turn, reel) =>
      reelStrip(reel === 0 ? first : reel === 2 ? freeCentre : freeWithWild, turn),
    ),
    freeSpins: { awards: [0, 0, 0, 12, 15, 25], cap: 60, multiplier: 3 },
  },
  theme: {
    colours: ['#0c4a6e', '#1e3a8a'],
    symbols: {
      wild: 'snowflake-wild',
      scatter: 'ice-peak',
      giant: 'giant',
      axe: 'axe',
      horn: 'horn',
      wolf: 'wolf',
      rune: 'runestone',
      a: 'royal-a',
      k: 'royal-k',
      q: 'royal-q',
      j: 'royal-j',
    },
  },
};
