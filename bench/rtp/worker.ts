/**
 * One bench worker: plays `rounds` seeded rounds of one title and returns running sums, so the parent
 * can merge workers into one mean and deviation. Seeds are fixed per (title, worker): a rerun gives the
 * same figures.
 */
import { parentPort } from 'node:worker_threads';
import type { FairReader } from '../../packages/fair/src/games/slots/engine/fair-reader';
import { fairStream } from '../../apps/studio/src/games/slots/engine/fair-stream';
import { compileMachine } from '../../packages/fair/src/games/slots/engine/machine';
import { playSlotRound } from '../../packages/fair/src/games/slots/engine/play-slot';
import { findSlotTitle } from '../../packages/fair/src/games/slots/slot-titles';
import { seededReader } from './seeded-reader';

/** `xoshiro`: one fast seeded stream per worker. `hmac`: the production stream, one seed triple per round. */
export type RandomSource = 'xoshiro' | 'hmac';

export interface RtpTask {
  slug: string;
  isBonusBuy: boolean;
  rounds: number;
  worker: number;
  source: RandomSource;
}

export interface RtpTally {
  rounds: number;
  spins: number;
  /** Σ and Σ² of each round's return per unit staked. */
  sum: number;
  sumOfSquares: number;
  elapsedMs: number;
}

function run({ slug, isBonusBuy, rounds, worker, source }: RtpTask): RtpTally {
  const title = findSlotTitle(slug);
  if (!title) throw new Error(`unknown slot ${slug}`);
  const machine = compileMachine(title.config);
  const staked = title.config.coinsPerBet * (isBonusBuy ? title.config.bonusBuy!.price : 1);
  const serverSeed = `bench-rtp:${slug}:${isBonusBuy ? 'buy' : 'base'}:${worker}`;
  // Rounds read their numbers one after another from the one stream: each round starts where the last stopped.
  const stream = source === 'xoshiro' ? seededReader(serverSeed) : null;
  const readerFor = (nonce: number): FairReader =>
    stream ?? fairStream({ serverSeed, clientSeed: 'bench', nonce });
  let sum = 0;
  let sumOfSquares = 0;
  let spins = 0;
  const started = performance.now();
  for (let nonce = 0; nonce < rounds; nonce += 1) {
    const round = playSlotRound(machine, readerFor(nonce), isBonusBuy);
    const ratio = round.totalCoins / staked;
    sum += ratio;
    sumOfSquares += ratio * ratio;
    spins += round.freeSpins.length + (round.base ? 1 : 0);
  }
  return { rounds, spins, sum, sumOfSquares, elapsedMs: performance.now() - started };
}

parentPort!.on('message', (task: RtpTask) => parentPort!.postMessage(run(task)));
