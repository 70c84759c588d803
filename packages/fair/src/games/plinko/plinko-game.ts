import { z } from 'zod';
import type { StudioGame } from '../studio-game';
import {
  playPlinko,
  plinkoMaxMultiplier,
  plinkoMaxRows,
  plinkoMinRows,
  plinkoRisks,
  plinkoStatedRtp,
  type PlinkoParams,
} from './plinko-math';

export const plinkoParams = z.object({
  rows: z.number().int().min(plinkoMinRows).max(plinkoMaxRows),
  risk: z.enum(plinkoRisks),
});

const statedRtps = Object.values(plinkoStatedRtp)
  .flatMap((byRisk) => Object.values(byRisk))
  .map(Number);
const lowestRtp = Math.min(...statedRtps).toFixed(2);
const highestRtp = Math.max(...statedRtps).toFixed(2);
/** The lowest and highest RTP of the published tables, as the catalogue texts state them. */
export const plinkoRtpRange = [lowestRtp, highestRtp] as const;

export const plinkoGame: StudioGame = {
  meta: {
    externalId: 'plinko',
    slug: 'plinko',
    title: 'Nova Plinko',
    description: 'Drop the ball through 8 to 16 rows of pegs and watch it bounce into a multiplier.',
    details: `Provably fair. 8–16 rows, low, medium or high risk, up to 1000x. RTP ${lowestRtp} % to ${highestRtp} % by table.`,
    category: 'crash-and-fast',
    tags: ['plinko', 'instant'],
    // The catalogue shows one figure: the lowest of the published tables.
    rtp: lowestRtp,
    volatility: 'high',
    releaseDate: '2026-11-23',
    popularity: 75,
    platforms: ['PC', 'mobile'],
    isNew: true,
    isJackpot: false,
    hasFunMode: true,
  },
  limits: { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n },
  // The top bucket of 16 rows at high risk.
  maxWinMultiplier: 1000,
  params: plinkoParams,
  // One number per row; the round always reads the most rows can use, so replay needs no params.
  numbersPerRound: plinkoMaxRows,
  maxPayout: (stake, params) => (stake * BigInt(plinkoMaxMultiplier(params as PlinkoParams))) / 100n,
  play: (uint32s, params, stake) => playPlinko(uint32s, params as PlinkoParams, stake),
};
