import { providerGameListSchema } from '@casino/contract';
import { describe, expect, it } from 'vitest';
import type { StudioContext } from '../context';
import { crashPayout, maxAutoCashOut } from '@casino/fair/crash/crash-curve';
import { fairUint32s } from '../engine/fair-random';
import { baccaratSpots } from '@casino/fair/tables/baccarat-math';
import { blackjackSpot } from '@casino/fair/tables/blackjack-table';
import { wheelNumbers, wheelSpot } from '@casino/fair/tables/money-wheel-math';
import { tableGames } from '@casino/fair/tables/table-games';
import { diceMaxChanceBp, diceMinChanceBp } from '@casino/fair/games/dice/dice-math';
import { gameList } from './game-list';
import { hiloCard, rankOf } from '@casino/fair/games/hilo/hilo-math';
import { kenoPaytables } from '@casino/fair/games/keno/keno-tables';
import { limboMaxTarget, limboMinTarget } from '@casino/fair/games/limbo/limbo-math';
import { minePositions, minesMaxMines, minesMinMines, minesTiles } from '@casino/fair/games/mines/mines-math';
import {
  plinkoMaxRows,
  plinkoMinRows,
  plinkoMultipliers,
  plinkoRisks,
} from '@casino/fair/games/plinko/plinko-math';
import { findGame, studioGames, type StudioGame } from '@casino/fair/games/registry';
import { compileMachine } from '@casino/fair/games/slots/engine/machine';
import { maxRoundCoins } from '@casino/fair/games/slots/engine/play-slot';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';

/**
 * The platform refuses any win above stake x the maximum win multiplier a game declares in its list,
 * so each declaration must be at least what the game can really pay: checked here against each game's
 * own paytables and payout rules, never against the declared figure itself.
 */
const game = (slug: string) => findGame(slug)!;
const capOf = (entry: StudioGame, stake: bigint) => stake * BigInt(entry.maxWinMultiplier);
const stakesOf = (entry: StudioGame) => [entry.limits.minBet, entry.limits.maxBet];

describe('declared maximum wins', () => {
  it('go out in the game list, one whole multiplier per game, as the contract reads it', () => {
    const list = gameList({ providerCode: 'nova-studio', publicUrl: 'http://studio.test' } as StudioContext);
    expect(providerGameListSchema.parse(list).games.map((entry) => entry.maxWinMultiplier)).toEqual(
      studioGames.map((entry) => entry.maxWinMultiplier),
    );
    for (const entry of studioGames)
      expect(Number.isInteger(entry.maxWinMultiplier), entry.meta.slug).toBe(true);
  });

  it('dice: 99 / chance, at every chance', () => {
    const dice = game('dice');
    for (const stake of stakesOf(dice))
      for (let chance = diceMinChanceBp; chance <= diceMaxChanceBp; chance += 1)
        expect(dice.maxPayout(stake, { target: chance, direction: 'under' })).toBeLessThanOrEqual(
          capOf(dice, stake),
        );
  });

  it('limbo: the highest target', () => {
    const limbo = game('limbo');
    for (const stake of stakesOf(limbo))
      for (const target of [limboMinTarget, 200, 1_000_000, limboMaxTarget])
        expect(limbo.maxPayout(stake, { target })).toBeLessThanOrEqual(capOf(limbo, stake));
  });

  it('plinko and keno: every multiplier of every paytable', () => {
    const plinkoCap = game('plinko').maxWinMultiplier * 100;
    for (let rows = plinkoMinRows; rows <= plinkoMaxRows; rows += 1)
      for (const risk of plinkoRisks)
        for (const multiplier of plinkoMultipliers(rows, risk))
          expect(multiplier).toBeLessThanOrEqual(plinkoCap);
    const kenoCap = game('keno').maxWinMultiplier * 100;
    for (const multiplier of Object.values(kenoPaytables).flat(2))
      expect(multiplier).toBeLessThanOrEqual(kenoCap);
  });

  it.each(slotTitles.map((title) => [title.slug]))(
    '%s: the engine bound on a round from its paytable, and played rounds',
    (slug) => {
      const slot = game(slug);
      const { config } = slotTitles.find((title) => title.slug === slug)!;
      const machine = compileMachine(config);
      expect(slot.maxWinMultiplier * config.coinsPerBet).toBeGreaterThanOrEqual(maxRoundCoins(machine));
      const choices = config.bonusBuy ? [{ bonusBuy: false }, { bonusBuy: true }] : [{}];
      for (const params of choices) {
        const unit = BigInt(
          config.coinsPerBet * ('bonusBuy' in params && params.bonusBuy ? config.bonusBuy!.price : 1),
        );
        const stake = unit * 3n;
        expect(slot.maxPayout(stake, params)).toBeLessThanOrEqual(capOf(slot, stake));
        for (let nonce = 0; nonce < 200; nonce += 1) {
          const uint32s = fairUint32s({ serverSeed: 'caps', clientSeed: slug, nonce }, slot.numbersPerRound);
          expect(slot.play(uint32s, params, stake).payout).toBeLessThanOrEqual(capOf(slot, stake));
        }
      }
    },
  );

  it('mines: every safe tile found, at every mine count, capped at the maximum win', () => {
    const mines = game('mines');
    for (const stake of stakesOf(mines))
      for (let count = minesMinMines; count <= minesMaxMines; count += 1) {
        const uint32s = fairUint32s(
          { serverSeed: 'caps', clientSeed: 'mines', nonce: count },
          mines.numbersPerRound,
        );
        const hidden = minePositions(uint32s, count);
        const safe = Array.from({ length: minesTiles }, (_, tile) => tile).filter(
          (tile) => !hidden.includes(tile),
        );
        const state = mines.steps!.replay(uint32s, { mines: count }, stake, safe);
        expect(state.status).toBe('complete');
        expect(state.payout).toBeLessThanOrEqual(capOf(mines, stake));
      }
  });

  it('hi-lo: a player who calls every card right, capped at the maximum win', () => {
    const hilo = game('hilo');
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const uint32s = fairUint32s({ serverSeed: 'caps', clientSeed: 'hilo', nonce }, hilo.numbersPerRound);
      const ranks = uint32s.map((u) => rankOf(hiloCard(u)));
      const moves = ranks.slice(1).map((next, index) => {
        const rank = ranks[index]!;
        return next > rank ? 'higher' : next < rank ? 'lower' : 'skip';
      });
      for (const stake of stakesOf(hilo)) {
        const state = hilo.steps!.replay(uint32s, {}, stake, moves);
        expect(state.status).not.toBe('lost');
        expect(state.payout).toBeLessThanOrEqual(capOf(hilo, stake));
      }
    }
  });

  it('tables: the best return of every bet spot', () => {
    const spots: Record<string, string[]> = {
      'nova-roulette': [
        ...Array.from({ length: 37 }, (_, n) => `straight:${n}`),
        'split:17-20',
        'street:4',
        'corner:1',
        'line:1',
        'dozen:2',
        'column:3',
        'red',
        'black',
        'odd',
        'even',
        'low',
        'high',
      ],
      'nova-money-wheel': wheelNumbers.map(wheelSpot),
      'nova-baccarat': [...baccaratSpots],
      'nova-blackjack': [blackjackSpot],
    };
    expect(tableGames.map((table) => table.slug).sort()).toEqual(Object.keys(spots).sort());
    for (const table of tableGames)
      for (const spot of spots[table.slug]!) {
        expect(table.isSpot(spot), spot).toBe(true);
        expect(table.maxReturnOf(spot, 1_000n)).toBeLessThanOrEqual(capOf(table.entry, 1_000n));
      }
  });

  it('crash: the highest cash-out', () => {
    const crash = game('crash');
    for (const stake of stakesOf(crash)) {
      expect(crash.maxPayout(stake, {})).toBeLessThanOrEqual(capOf(crash, stake));
      expect(crashPayout(stake, maxAutoCashOut)).toBeLessThanOrEqual(capOf(crash, stake));
    }
  });

  it('covers every studio game above', () => {
    const checked = [
      'dice',
      'limbo',
      'plinko',
      'keno',
      'mines',
      'hilo',
      'crash',
      ...slotTitles.map((title) => title.slug),
      ...tableGames.map((table) => table.slug),
    ];
    expect(studioGames.map((entry) => entry.meta.slug).sort()).toEqual(checked.sort());
  });
});
