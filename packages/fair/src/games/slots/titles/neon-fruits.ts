import { paysFrom2, type SlotTitle } from './slot-title';

/**
 * Neon Fruits, the studio's first slot (its maths unchanged since launch): 5 reels, 3 rows, 10 fixed
 * paylines, one wild that stands for every symbol and pays on its own; no scatter, no free spins.
 */
const W = 'wild',
  S = 'seven',
  B = 'bar',
  L = 'bell',
  P = 'plum',
  O = 'orange',
  M = 'lemon',
  C = 'cherry';

export const neonFruits: SlotTitle = {
  slug: 'neon-fruits',
  title: 'Neon Fruits',
  description: 'Classic fruits under neon light: 5 reels, 10 paylines and a wild that pays 3000x.',
  volatility: 'medium',
  tags: [],
  rtp: '95.99',
  popularity: 90,
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
    symbols: [W, S, B, L, P, O, M, C],
    wild: W,
    scatter: null,
    pays: {
      wild: paysFrom2(0, 60, 300, 3000),
      seven: paysFrom2(0, 50, 250, 1200),
      bar: paysFrom2(0, 30, 120, 600),
      bell: paysFrom2(0, 20, 60, 250),
      plum: paysFrom2(0, 10, 30, 120),
      orange: paysFrom2(0, 7, 25, 90),
      lemon: paysFrom2(0, 5, 18, 60),
      cherry: paysFrom2(1, 5, 12, 50),
    },
    coinsPerBet: 10,
    reels: [
      [C, M, O, S, P, C, L, M, O, B, C, P, M, W, O, C, L, M, P, O, C, B, M, O, C, P, L, M, O, C],
      [M, O, C, P, L, M, W, O, C, S, M, P, O, B, C, M, L, O, P, C, M, O, W, P, C, L, M, O, B, C],
      [O, C, M, P, S, O, L, C, M, W, P, O, C, B, M, L, O, P, C, M, O, L, P, C, M, W, O, B, C, M],
      [P, M, O, C, L, P, B, M, O, C, S, P, L, M, O, W, C, P, M, O, L, C, B, M, P, O, C, L, M, O],
      [C, O, P, M, L, C, O, B, P, M, S, C, O, L, P, M, W, C, O, P, B, M, L, C, O, P, M, C, L, O],
    ],
  },
  theme: {
    colours: ['#1e1b4b', '#4c1d95'],
    symbols: {
      wild: 'neon-wild',
      seven: 'seven',
      bar: 'bar',
      bell: 'bell',
      plum: 'plum',
      orange: 'orange',
      lemon: 'lemon',
      cherry: 'cherry',
    },
  },
};
