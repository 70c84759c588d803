import { z } from 'zod';
import type { StudioGame } from '../studio-game';
import {
  kenoBoardSize,
  kenoDrawCount,
  kenoMaxMultiplier,
  kenoMaxPicks,
  playKeno,
  type KenoParams,
} from './keno-math';
import { kenoRisks, kenoStatedRtp } from './keno-tables';

export const kenoParams = z.object({
  picks: z
    .array(z.number().int().min(1).max(kenoBoardSize))
    .min(1)
    .max(kenoMaxPicks)
    .refine((picks) => new Set(picks).size === picks.length, 'each number may be picked once'),
  risk: z.enum(kenoRisks),
});

const statedRtps = Object.values(kenoStatedRtp).flat().map(Number);
const lowestRtp = Math.min(...statedRtps).toFixed(2);
const highestRtp = Math.max(...statedRtps).toFixed(2);
/** The lowest and highest RTP of the published tables, as the catalogue texts state them. */
export const kenoRtpRange = [lowestRtp, highestRtp] as const;

export const kenoGame: StudioGame = {
  meta: {
    externalId: 'keno',
    slug: 'keno',
    title: 'Nova Keno',
    description: `Pick up to ${kenoMaxPicks} numbers out of ${kenoBoardSize}; ${kenoDrawCount} are drawn. The more you hit, the more you win.`,
    details: `Provably fair. ${kenoDrawCount} of ${kenoBoardSize} drawn, low, medium or high risk, up to 1000x. RTP ${lowestRtp} % to ${highestRtp} % by table.`,
    category: 'crash-and-fast',
    tags: ['keno', 'instant', 'lottery'],
    rtp: lowestRtp,
    volatility: 'high',
    releaseDate: '2026-11-23',
    popularity: 65,
    platforms: ['PC', 'mobile'],
    isNew: true,
    isJackpot: false,
    hasFunMode: true,
  },
  limits: { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n },
  // The top line of the paytables.
  maxWinMultiplier: 1000,
  params: kenoParams,
  numbersPerRound: kenoDrawCount,
  maxPayout: (stake, params) => (stake * BigInt(kenoMaxMultiplier(params as KenoParams))) / 100n,
  play: (uint32s, params, stake) => playKeno(uint32s, params as KenoParams, stake),
};
