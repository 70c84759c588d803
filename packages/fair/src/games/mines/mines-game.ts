import { z } from 'zod';
import type { StudioGame } from '../studio-game';
import { capAtMaxWin, playedInSteps } from '../../rounds/step-round-rules';
import {
  minesMaxMines,
  minesMinMines,
  minesNumbersPerRound,
  minesPayout,
  minesTiles,
  refuseMinesMove,
  replayMines,
  type MinesParams,
} from './mines-math';

export const minesParams = z.object({ mines: z.number().int().min(minesMinMines).max(minesMaxMines) });

const limits = { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n };

export const minesGame: StudioGame = {
  meta: {
    externalId: 'mines',
    slug: 'mines',
    title: 'Nova Mines',
    description:
      'Turn tiles on a 5×5 field and cash out before you hit a mine. More mines, bigger multipliers.',
    details:
      'Provably fair. 1 to 24 mines; each safe tile raises the multiplier; cash out whenever you like. RTP 99.00 %.',
    category: 'crash-and-fast',
    tags: ['mines', 'instant'],
    rtp: '99.00',
    volatility: 'high',
    releaseDate: '2026-11-23',
    popularity: 85,
    platforms: ['PC', 'mobile'],
    isNew: true,
    isJackpot: false,
    hasFunMode: true,
  },
  limits,
  // Steps are capped at the maximum win, so the most is the maximum win over the minimum bet.
  maxWinMultiplier: Number(limits.maxWin / limits.minBet),
  params: minesParams,
  numbersPerRound: minesNumbersPerRound,
  // A bet is refused only if its first safe tile would pass the maximum win; later steps are capped.
  maxPayout: (stake, params) => minesPayout(stake, (params as MinesParams).mines, 1),
  play: playedInSteps('mines'),
  steps: {
    move: z
      .number()
      .int()
      .min(0)
      .max(minesTiles - 1),
    refuseMove: refuseMinesMove,
    replay: (uint32s, params, stake, moves) =>
      capAtMaxWin(replayMines(uint32s, params as MinesParams, stake, moves), limits.maxWin),
  },
};
