import { z } from 'zod';
import { diceChanceBp, diceMaxChanceBp, diceMinChanceBp, dicePayout, playDice } from './dice/dice-math';
import { hiloGame } from './hilo/hilo-game';
import { kenoGame } from './keno/keno-game';
import { limboMaxTarget, limboMinTarget, playLimbo } from './limbo/limbo-math';
import { minesGame } from './mines/mines-game';
import { plinkoGame } from './plinko/plinko-game';
import { slotGames } from './slots/slot-games';
import { tableStudioGames } from '../tables/table-games';
import { crashGame } from '../crash/crash-game';
import type { StudioGame } from './studio-game';

export type { StudioGame } from './studio-game';

/** Every game the studio offers, in one place (the shape of an entry: ./studio-game.ts). */

/** Two decimals as in '50.50', read into integer hundredths. */
const hundredths = z
  .union([z.number(), z.string()])
  .transform((value) => String(value))
  .pipe(z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'a number with at most two decimals'))
  .transform((value) => {
    const [whole, fraction = ''] = value.split('.');
    return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  });

const diceParams = z.object({ target: hundredths, direction: z.enum(['over', 'under']) }).refine((params) => {
  const chance = diceChanceBp(params);
  return chance >= diceMinChanceBp && chance <= diceMaxChanceBp;
}, 'the chance must lie between 1 % and 98 %');

const limboParams = z.object({
  target: hundredths.refine(
    (target) => target >= limboMinTarget && target <= limboMaxTarget,
    'the target lies between 1.01 and 1,000,000.00',
  ),
});

const common = {
  platforms: ['PC', 'mobile'] as ('PC' | 'mobile')[],
  isNew: true,
  isJackpot: false,
  hasFunMode: true,
};

export const studioGames: StudioGame[] = [
  {
    meta: {
      ...common,
      externalId: 'dice',
      slug: 'dice',
      title: 'Nova Dice',
      description: 'Roll over or under your target: pick your chance, from 1 % to 98 %.',
      details: 'Provably fair. Payout 99 / chance. RTP 99.00 % at every target.',
      category: 'crash-and-fast',
      tags: ['dice'],
      rtp: '99.00',
      volatility: 'medium',
      releaseDate: '2026-01-15',
      popularity: 80,
    },
    limits: { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n },
    // 99 / chance at the lowest chance, 1 %.
    maxWinMultiplier: 99,
    params: diceParams,
    numbersPerRound: 1,
    maxPayout: (stake, params) => dicePayout(stake, diceChanceBp(params as z.infer<typeof diceParams>)),
    play: (uint32s, params, stake) => playDice(uint32s, params as z.infer<typeof diceParams>, stake),
  },
  {
    meta: {
      ...common,
      externalId: 'limbo',
      slug: 'limbo',
      title: 'Nova Limbo',
      description: 'Name a multiplier and see whether the draw reaches it.',
      details: 'Provably fair. Targets from 1.01x to 1,000,000x. RTP 99.00 % at every target.',
      category: 'crash-and-fast',
      tags: [],
      rtp: '99.00',
      volatility: 'high',
      releaseDate: '2026-01-15',
      popularity: 70,
    },
    limits: { minBet: 10n, maxBet: 100_000n, maxWin: 10_000_000n },
    // The highest target, 1,000,000.00x.
    maxWinMultiplier: 1_000_000,
    params: limboParams,
    numbersPerRound: 1,
    maxPayout: (stake, params) => (stake * BigInt((params as z.infer<typeof limboParams>).target)) / 100n,
    play: (uint32s, params, stake) => playLimbo(uint32s, params as z.infer<typeof limboParams>, stake),
  },
  ...slotGames,
  plinkoGame,
  kenoGame,
  minesGame,
  hiloGame,
  ...tableStudioGames,
  crashGame,
];

export function findGame(slugOrExternalId: string): StudioGame | undefined {
  return studioGames.find(
    (game) => game.meta.slug === slugOrExternalId || game.meta.externalId === slugOrExternalId,
  );
}
