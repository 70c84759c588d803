import { findTable, tableBetReturn, type TableGame } from '@casino/fair/tables/table-games';
import type { BaccaratOutcome } from '@casino/fair/tables/baccarat-math';
import { handValue, isBlackjack, type BlackjackOutcome } from '@casino/fair/tables/blackjack-math';
import {
  segmentCount,
  wheelNumbers,
  wheelRtp,
  wheelSegments,
  type WheelOutcome,
} from '@casino/fair/tables/money-wheel-math';
import { pocketCount, rouletteReturn } from '@casino/fair/tables/roulette-math';
import type { SeedTriple } from '../engine/fair-random';
import { baccaratOdds, dealerClassOf, dealerOdds, scaledProbabilities, standingReturn } from './exact-odds';
import { returnOf, testStake, type DrawSource, type FairnessGame } from './fairness-game';

/**
 * The shared tables, each round drawn as the table loop draws it (replayTableRound: one server seed
 * per round, the round id as client seed, nonce 0) and a bet settled by `tableBetReturn`, as the loop
 * settles it. Here a round's id is the client seed followed by the round's number.
 */

function tableOf(slug: string): TableGame {
  const table = findTable(slug);
  if (!table) throw new Error(`no table ${slug}`);
  return table;
}

function tableRound(table: TableGame, source: DrawSource, seed: SeedTriple) {
  const roundSeed = { serverSeed: seed.serverSeed, clientSeed: `${seed.clientSeed}-${seed.nonce}`, nonce: 0 };
  return table.draw(source.uint32s(roundSeed, table.numbersPerRound));
}

const placement = (spot: string) => ({ bets: [{ spot, amount: testStake.toString() }] });

function roulette(): FairnessGame {
  const table = tableOf('nova-roulette');
  const pockets = scaledProbabilities(pocketCount);
  return {
    slug: table.slug,
    bet: 'red',
    groups: [{ name: 'pocket', probabilities: pockets }],
    rtp: pockets.reduce(
      (total, p, pocket) => total + p * returnOf(rouletteReturn('red', testStake, pocket)),
      0,
    ),
    play: (source, seed) => {
      const outcome = tableRound(table, source, seed);
      const payout = tableBetReturn(table, testStake, placement('red'), null, outcome);
      return { categories: [(outcome as { pocket: number }).pocket], ret: returnOf(payout) };
    },
  };
}

/** The first spin lands on any segment; the round ends on a number after at most two multipliers. */
function moneyWheel(): FairnessGame {
  const table = tableOf('nova-money-wheel');
  const segments = wheelSegments.length;
  const multipliers = wheelSegments.filter((segment) => segment.kind === 'multiplier').length;
  const numberSegments = segments - multipliers;
  const ending = wheelNumbers.map(
    (value) =>
      (segmentCount(value) / segments) * (1 + multipliers / segments) +
      (multipliers / segments) ** 2 * (segmentCount(value) / numberSegments),
  );
  const [numerator, denominator] = wheelRtp(1);
  return {
    slug: table.slug,
    bet: 'number 1',
    groups: [
      { name: 'first segment', probabilities: scaledProbabilities(segments) },
      { name: 'number', probabilities: ending },
    ],
    rtp: Number(numerator) / Number(denominator),
    play: (source, seed) => {
      const outcome = tableRound(table, source, seed) as WheelOutcome;
      const payout = tableBetReturn(table, testStake, placement('n1'), null, outcome);
      return {
        categories: [outcome.spins[0]!, wheelNumbers.indexOf(outcome.number)],
        ret: returnOf(payout),
      };
    },
  };
}

const ranks = 'A23456789TJQK';
const suits = 'SHDC';
/** 'AS' .. 'KC' to 0 .. 51. */
const cardIndex = (text: string) => suits.indexOf(text[1]!) * 13 + ranks.indexOf(text[0]!);

function baccarat(): FairnessGame {
  const table = tableOf('nova-baccarat');
  const odds = baccaratOdds();
  return {
    slug: table.slug,
    bet: 'banker',
    groups: [
      { name: 'winner', probabilities: odds },
      { name: "player's first card", probabilities: Array<number>(52).fill(1 / 52) },
    ],
    rtp: odds[1]! * returnOf(testStake + (testStake * 95n) / 100n) + odds[2]!,
    play: (source, seed) => {
      const outcome = tableRound(table, source, seed) as BaccaratOutcome;
      const payout = tableBetReturn(table, testStake, placement('banker'), null, outcome);
      const winner = ['player', 'banker', 'tie'].indexOf(outcome.winner);
      return { categories: [winner, cardIndex(outcome.player[0]!)], ret: returnOf(payout) };
    },
  };
}

/** The hand stands on its first two cards (no move made: as a player who lets the window pass). */
function blackjack(): FairnessGame {
  const table = tableOf('nova-blackjack');
  const rankOdds = scaledProbabilities(13);
  const dealer = dealerOdds(rankOdds);
  return {
    slug: table.slug,
    bet: 'stand on the first two cards',
    groups: [
      { name: 'dealer', probabilities: dealer },
      { name: "player's first card", probabilities: rankOdds },
      { name: "dealer's up card", probabilities: rankOdds },
    ],
    rtp: standingReturn(rankOdds, dealer),
    play: (source, seed) => {
      const outcome = tableRound(table, source, seed) as BlackjackOutcome;
      const payout = tableBetReturn(table, testStake, {}, [], outcome);
      const dealerClass = dealerClassOf(handValue(outcome.dealer).total, isBlackjack(outcome.dealer));
      return {
        categories: [dealerClass, outcome.playerStart[0]!, outcome.dealer[0]!],
        ret: returnOf(payout),
      };
    },
  };
}

export const tableFairnessGames = (): FairnessGame[] => [roulette(), moneyWheel(), baccarat(), blackjack()];
