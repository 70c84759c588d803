import { findGame } from '@casino/fair/games/registry';
import { dicePayout } from '@casino/fair/games/dice/dice-math';
import { hiloCard, hiloPayout, rankOf, winningRanks } from '@casino/fair/games/hilo/hilo-math';
import { kenoBoardSize, kenoDrawCount, kenoRtp, type KenoOutcome } from '@casino/fair/games/keno/keno-math';
import { minePositions, minesPayout, minesTiles } from '@casino/fair/games/mines/mines-math';
import { plinkoRtp, type PlinkoOutcome } from '@casino/fair/games/plinko/plinko-math';
import { binomial } from '@casino/fair/engine/combinatorics';
import { crashPayout } from '@casino/fair/crash/crash-curve';
import { sha256Hex, type SeedTriple } from '../engine/fair-random';
import {
  binOf,
  binomialProbabilities,
  binsFromTail,
  hypergeometric,
  multiplierTail,
  scaledProbabilities,
} from './exact-odds';
import { returnOf, testStake, type DrawSource, type FairnessGame } from './fairness-game';

/**
 * The per-player seed games, each played as its route plays it: the registry entry's numbers drawn from
 * the seed triple (`numbersPerRound` of them), then its `play`, or for a step game its `replay` with
 * the moves a player made.
 */

const gameOf = (slug: string) => {
  const game = findGame(slug);
  if (!game) throw new Error(`no game ${slug}`);
  return game;
};

function singleShot(slug: string, params: object) {
  const game = gameOf(slug);
  return (source: DrawSource, seed: SeedTriple) =>
    game.play(source.uint32s(seed, game.numbersPerRound), params, testStake);
}

function stepped(slug: string) {
  const game = gameOf(slug);
  return {
    numbers: (source: DrawSource, seed: SeedTriple) => source.uint32s(seed, game.numbersPerRound),
    replay: (uint32s: number[], params: object, moves: unknown[]) =>
      game.steps!.replay(uint32s, params, testStake, moves),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const fraction = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
  Number(numerator) / Number(denominator);

function dice(): FairnessGame {
  const play = singleShot('dice', { target: 5050, direction: 'over' });
  const rolls = scaledProbabilities(10_000);
  const win = returnOf(dicePayout(testStake, 4949));
  return {
    slug: 'dice',
    bet: 'over 50.50',
    groups: [{ name: 'roll', probabilities: rolls }],
    rtp: sum(rolls.slice(5051)) * win,
    play: (source, seed) => {
      const { outcome, payout } = play(source, seed);
      return { categories: [(outcome as { roll: number }).roll], ret: returnOf(payout) };
    },
  };
}

/** Multiplier bins of limbo and crash, in hundredths. */
const multiplierThresholds = [101, 110, 125, 150, 200, 300, 500, 1_000, 10_000, 100_000];

function limbo(): FairnessGame {
  const play = singleShot('limbo', { target: 200 });
  return {
    slug: 'limbo',
    bet: 'target 2.00x',
    groups: [
      { name: 'multiplier', probabilities: binsFromTail(multiplierThresholds, (t) => multiplierTail(32, t)) },
    ],
    rtp: 2 * multiplierTail(32, 200),
    play: (source, seed) => {
      const { outcome, payout } = play(source, seed);
      const result = (outcome as { result: number }).result;
      return { categories: [binOf(multiplierThresholds, result)], ret: returnOf(payout) };
    },
  };
}

/** Crash points from game hashes as the chain's are (SHA-256 hex), the studio's salt-keyed HMAC. */
function crash(): FairnessGame {
  const salt = 'nova-studio-crash-2026';
  return {
    slug: 'crash',
    bet: 'cash out at 2.00x',
    groups: [
      {
        name: 'crash point',
        probabilities: binsFromTail(multiplierThresholds, (t) => multiplierTail(52, t)),
      },
    ],
    rtp: 2 * multiplierTail(52, 200),
    play: (source, seed) => {
      const point = source.crashPoint(sha256Hex(`${seed.serverSeed}:${seed.clientSeed}:${seed.nonce}`), salt);
      const payout = point >= 200 ? crashPayout(testStake, 200) : 0n;
      return { categories: [binOf(multiplierThresholds, point)], ret: returnOf(payout) };
    },
  };
}

function plinko(): FairnessGame {
  const play = singleShot('plinko', { rows: 16, risk: 'medium' });
  return {
    slug: 'plinko',
    bet: '16 rows, medium risk',
    groups: [{ name: 'bucket', probabilities: binomialProbabilities(16) }],
    rtp: fraction(plinkoRtp(16, 'medium')),
    play: (source, seed) => {
      const { outcome, payout } = play(source, seed);
      return { categories: [(outcome as PlinkoOutcome).bucket], ret: returnOf(payout) };
    },
  };
}

function keno(): FairnessGame {
  const picks = [3, 11, 19, 27, 35];
  const play = singleShot('keno', { picks, risk: 'medium' });
  return {
    slug: 'keno',
    bet: '5 picks, medium risk',
    groups: [
      { name: 'hits', probabilities: hypergeometric(kenoBoardSize, kenoDrawCount, picks.length) },
      { name: 'first number drawn', probabilities: Array<number>(kenoBoardSize).fill(1 / kenoBoardSize) },
    ],
    rtp: fraction(kenoRtp('medium', picks.length)),
    play: (source, seed) => {
      const { outcome, payout } = play(source, seed);
      const { hits, drawn } = outcome as KenoOutcome;
      return { categories: [hits.length, drawn[0]! - 1], ret: returnOf(payout) };
    },
  };
}

/** Three mines; the player turns tiles 0 to 4 and cashes out. Bins: the lowest mine's tile. */
function mines(): FairnessGame {
  const { numbers, replay } = stepped('mines');
  const moves = [0, 1, 2, 3, 4];
  const all = Number(binomial(minesTiles, 3));
  const atLeast = (tile: number) => Number(binomial(minesTiles - tile, 3)) / all;
  const lowest = Array.from({ length: minesTiles }, (_, tile) => atLeast(tile) - atLeast(tile + 1));
  return {
    slug: 'mines',
    bet: '3 mines, 5 tiles then cash out',
    groups: [{ name: 'lowest mine', probabilities: lowest }],
    rtp: atLeast(moves.length) * returnOf(minesPayout(testStake, 3, moves.length)),
    play: (source, seed) => {
      const uint32s = numbers(source, seed);
      const state = replay(uint32s, { mines: 3 }, moves);
      return { categories: [minePositions(uint32s, 3)[0]!], ret: returnOf(state.payout) };
    },
  };
}

/** One guess, the likelier way (higher from ace to 7, lower from 8 to king), then cash out. */
function hilo(): FairnessGame {
  const { numbers, replay } = stepped('hilo');
  const cards = scaledProbabilities(52);
  const guessFor = (rank: number) => (rank <= 7 ? 'higher' : 'lower');
  const rtp = cards.reduce((total, p, card) => {
    const count = winningRanks(rankOf(card), guessFor(rankOf(card)));
    return total + p * (count / 13) * returnOf(hiloPayout(testStake, [count]));
  }, 0);
  return {
    slug: 'hilo',
    bet: 'one guess the likelier way',
    groups: [
      { name: 'first card', probabilities: cards },
      { name: 'second card', probabilities: cards },
    ],
    rtp,
    play: (source, seed) => {
      const uint32s = numbers(source, seed);
      const first = hiloCard(uint32s[0]!);
      const state = replay(uint32s, {}, [guessFor(rankOf(first))]);
      return { categories: [first, hiloCard(uint32s[1]!)], ret: returnOf(state.payout) };
    },
  };
}

export const seedGames = (): FairnessGame[] => [dice(), limbo(), plinko(), keno(), mines(), hilo(), crash()];
