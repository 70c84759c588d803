import { z } from 'zod';
import type { StudioGame } from '../studio-game';
import { capAtMaxWin, playedInSteps } from '../../rounds/step-round-rules';
import { hiloCardsPerRound, hiloMoves, hiloPayout, refuseHiloMove, replayHilo } from './hilo-math';

const limits = { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n };

export const hiloGame: StudioGame = {
  meta: {
    externalId: 'hilo',
    slug: 'hilo',
    title: 'Nova Hi-Lo',
    description: 'Higher or lower? Call the next card, build your multiplier and cash out when you like.',
    details: 'Provably fair. Each correct call multiplies your win by its odds; skip any card. RTP 99.00 %.',
    category: 'crash-and-fast',
    tags: ['cards', 'hilo'],
    rtp: '99.00',
    volatility: 'medium',
    releaseDate: '2026-11-23',
    popularity: 70,
    platforms: ['PC', 'mobile'],
    isNew: true,
    isJackpot: false,
    hasFunMode: true,
  },
  limits,
  // Calls are capped at the maximum win, so the most is the maximum win over the minimum bet.
  maxWinMultiplier: Number(limits.maxWin / limits.minBet),
  params: z.object({}),
  numbersPerRound: hiloCardsPerRound,
  // The longest first call (one winning rank in 13) pays 12.87x; later calls are capped at the maximum win.
  maxPayout: (stake) => hiloPayout(stake, [1]),
  play: playedInSteps('hilo'),
  steps: {
    move: z.enum(hiloMoves),
    refuseMove: refuseHiloMove,
    replay: (uint32s, _params, stake, moves) => capAtMaxWin(replayHilo(uint32s, stake, moves), limits.maxWin),
  },
};
