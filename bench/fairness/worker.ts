/**
 * One bench worker: tallies its share of a game's rounds (a range of nonces) through the studio's
 * production draw and returns the tally, which the parent merges in nonce order.
 */
import { parentPort } from 'node:worker_threads';
import {
  fairnessGames,
  tallyRounds,
  type GameTally,
  type RoundRange,
} from '../../apps/studio/src/fairness/fairness-runner';

export interface FairnessTask extends RoundRange {
  slug: string;
}

const games = new Map(fairnessGames().map((game) => [game.slug, game]));

parentPort!.on('message', (task: FairnessTask) => {
  const game = games.get(task.slug);
  if (!game) throw new Error(`unknown game ${task.slug}`);
  const tally: GameTally = tallyRounds(game, task);
  parentPort!.postMessage(tally);
});
