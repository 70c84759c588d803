import { z } from 'zod';
import type { StudioGame } from '../games/studio-game';
import { crashPayout, maxAutoCashOut } from './crash-curve';

/**
 * Crash in the catalogue: synced like every game, launched like every game, but played in shared
 * rounds over the crash socket (crash-loop.ts), never through the single-shot /api/play.
 */
const maxWin = 10_000_000n;

export const crashGame: StudioGame = {
  meta: {
    platforms: ['PC', 'mobile'],
    isNew: true,
    isJackpot: false,
    hasFunMode: true,
    externalId: 'crash',
    slug: 'crash',
    title: 'Nova Crash',
    description: 'Watch the multiplier climb and cash out before it crashes. Everyone rides the same round.',
    details:
      'Provably fair: a published SHA-256 hash chain, bustabit’s formula. RTP 99.00 % at every cash-out.',
    category: 'crash-and-fast',
    tags: ['crash'],
    rtp: '99.00',
    volatility: 'high',
    releaseDate: '2026-11-23',
    popularity: 85,
  },
  limits: { minBet: 10n, maxBet: 100_000n, maxWin },
  // The highest cash-out, 1,000,000.00x, which is also the maximum win over the minimum bet.
  maxWinMultiplier: 1_000_000,
  params: z.object({}),
  // One round for everybody, so no player seed takes part: the crash point comes from the hash chain.
  fairness: 'hash-chain',
  numbersPerRound: 1,
  // A bet is cashed out automatically when its win reaches the maximum win, so it never passes it.
  maxPayout: (stake) => {
    const uncapped = crashPayout(stake, maxAutoCashOut);
    return uncapped < maxWin ? uncapped : maxWin;
  },
  sharedRounds: 'crash rounds are shared: bet over the crash socket',
  play: () => {
    throw new Error('crash rounds are drawn from the hash chain, never one by one');
  },
};
