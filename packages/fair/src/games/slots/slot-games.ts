import { z } from 'zod';
import type { StudioGame } from '../studio-game';
import { compileMachine } from './engine/machine';
import { maxRoundCoins, numbersBound } from './engine/play-slot';
import { coinValue, playSlot } from './engine/slot-outcome';
import { slotDetails } from './slot-details';
import { slotTitles } from './slot-titles';
import type { SlotTitle } from './titles/slot-title';

/** The slot titles as studio games: one adapter, the engine does the rest. */

const bonusBuyParams = z.object({ bonusBuy: z.boolean().default(false) });
const isBonusBuy = (params: object) => (params as { bonusBuy?: boolean }).bonusBuy === true;

export function slotGame(title: SlotTitle): StudioGame {
  const machine = compileMachine(title.config);
  const { coinsPerBet, bonusBuy, jackpot } = title.config;
  const maxCoins = BigInt(maxRoundCoins(machine));
  return {
    meta: {
      externalId: title.slug,
      slug: title.slug,
      title: title.title,
      description: title.description,
      details: slotDetails(title),
      category: 'slots',
      tags: [...title.tags],
      rtp: title.rtp,
      volatility: title.volatility,
      releaseDate: title.slug === 'neon-fruits' ? '2026-01-15' : '2026-11-23',
      popularity: title.popularity,
      platforms: ['PC', 'mobile'],
      isNew: true,
      isJackpot: jackpot !== undefined,
      hasFunMode: true,
    },
    limits: {
      ...title.limits,
      // The bound of the largest bet; the jackpot pool is paid on top of it.
      maxWin: (title.limits.maxBet / BigInt(coinsPerBet)) * maxCoins,
    },
    // The engine's bound on a round's coins over the coins of one bet (a bonus buy's bet is larger, so
    // its rounds stay within it too); the jackpot pool is paid on top, marked as such.
    maxWinMultiplier: Math.ceil(Number(maxCoins) / coinsPerBet),
    params: bonusBuy ? bonusBuyParams : z.object({}),
    checkStake: (stake, params) => {
      const unit = BigInt(coinsPerBet * (params && isBonusBuy(params) ? bonusBuy!.price : 1));
      if (stake % unit === 0n) return null;
      return params && isBonusBuy(params)
        ? `a bonus buy costs ${bonusBuy!.price} bets: the stake must be a multiple of ${unit} minor units`
        : `the stake must be a multiple of ${unit} minor units`;
    },
    numbersPerRound: numbersBound(machine),
    maxPayout: (stake, params) => coinValue(machine, stake, isBonusBuy(params)) * maxCoins,
    play: (uint32s, params, stake) => playSlot(machine, uint32s, isBonusBuy(params), stake),
  };
}

export const slotGames: StudioGame[] = slotTitles.map(slotGame);
