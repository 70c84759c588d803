import { chiSquareTest, combinedChiSquare } from '@casino/fair/stats/chi-square';
import { rtpInterval, z99, type ReturnTally } from '@casino/fair/stats/rtp-interval';
import {
  addToSequence,
  emptySequenceTally,
  joinSequences,
  runsTest,
  serialCorrelation,
  type SequenceTally,
} from '@casino/fair/stats/sequence-tests';
import { productionSource, type DrawSource, type FairnessGame } from './fairness-game';
import { seedGames } from './fairness-seed-games';
import { slotFairnessGames } from './fairness-slot-games';
import { tableFairnessGames } from './fairness-table-games';

/**
 * The statistics run: rounds of a game on consecutive nonces of one seed pair, kept as tallies that
 * merge (so threads can share the work), then judged at 99 %: chi-square of every group's bins (p ≥ 0.01),
 * runs and lag-1 serial correlation of the first group's bin (|z| < 2.576), the RTP within its 99 %
 * interval (|z| < 2.576). Four tests at 1 % each: a fair game fails one about 4 % of the time.
 */

export const fairnessGames = (): FairnessGame[] => [
  ...seedGames(),
  ...tableFairnessGames(),
  ...slotFairnessGames(),
];

export interface GameTally {
  counts: number[][];
  sequence: SequenceTally;
  returns: ReturnTally;
  elapsedMs: number;
}

export interface RoundRange {
  serverSeed: string;
  clientSeed: string;
  /** Nonces from (inclusive) to (exclusive). */
  from: number;
  to: number;
}

/** The runs test's cut: the first group's median bin under the exact distribution. */
export function medianBin(game: FairnessGame): number {
  let cumulative = 0;
  const probabilities = game.groups[0]!.probabilities;
  for (let bin = 0; bin < probabilities.length; bin += 1) {
    cumulative += probabilities[bin]!;
    if (cumulative >= 0.5) return bin;
  }
  return probabilities.length - 1;
}

export function tallyRounds(
  game: FairnessGame,
  range: RoundRange,
  source: DrawSource = productionSource,
): GameTally {
  const counts = game.groups.map((group) => new Array<number>(group.probabilities.length).fill(0));
  const sequence = emptySequenceTally();
  const returns: ReturnTally = { n: 0, sum: 0, sumOfSquares: 0 };
  const cut = medianBin(game);
  // Each game its own server seed: games on one seed would read the same numbers.
  const serverSeed = `${range.serverSeed}:${game.slug}`;
  const started = performance.now();
  for (let nonce = range.from; nonce < range.to; nonce += 1) {
    const { categories, ret } = game.play(source, { serverSeed, clientSeed: range.clientSeed, nonce });
    categories.forEach((bin, group) => (counts[group]![bin]! += 1));
    addToSequence(sequence, categories[0]!, cut);
    returns.n += 1;
    returns.sum += ret;
    returns.sumOfSquares += ret * ret;
  }
  return { counts, sequence, returns, elapsedMs: performance.now() - started };
}

/** Tallies of consecutive ranges, in order, as one. */
export function mergeTallies(game: FairnessGame, tallies: readonly GameTally[]): GameTally {
  const cut = medianBin(game);
  return tallies.reduce((all, tally) => ({
    counts: all.counts.map((group, g) => group.map((count, bin) => count + tally.counts[g]![bin]!)),
    sequence: joinSequences(all.sequence, tally.sequence, cut),
    returns: {
      n: all.returns.n + tally.returns.n,
      sum: all.returns.sum + tally.returns.sum,
      sumOfSquares: all.returns.sumOfSquares + tally.returns.sumOfSquares,
    },
    elapsedMs: all.elapsedMs + tally.elapsedMs,
  }));
}

export interface GameReport {
  slug: string;
  bet: string;
  rounds: number;
  chiSquare: { statistic: number; df: number; pValue: number };
  runsZ: number;
  serial: { r1: number; z: number };
  rtp: ReturnType<typeof rtpInterval>;
  failed: string[];
  passed: boolean;
}

export function judge(game: FairnessGame, tally: GameTally): GameReport {
  const chiSquare = combinedChiSquare(
    game.groups.map((group, g) => chiSquareTest(group.probabilities, tally.counts[g]!)),
  );
  const runsZ = runsTest(tally.sequence).z;
  const serial = serialCorrelation(tally.sequence);
  const rtp = rtpInterval(tally.returns, game.rtp);
  const failed = [
    chiSquare.pValue < 0.01 ? 'chi-square' : null,
    Math.abs(runsZ) >= z99 ? 'runs' : null,
    Math.abs(serial.z) >= z99 ? 'serial correlation' : null,
    Math.abs(rtp.z) >= z99 ? 'RTP' : null,
  ].filter((name): name is string => name !== null);
  return {
    slug: game.slug,
    bet: game.bet,
    rounds: tally.returns.n,
    chiSquare,
    runsZ,
    serial,
    rtp,
    failed,
    passed: failed.length === 0,
  };
}

/** One thread's whole run of a game: what CI does, and each bench worker does for its share. */
export function checkGame(game: FairnessGame, range: RoundRange, source: DrawSource = productionSource) {
  return judge(game, tallyRounds(game, range, source));
}
