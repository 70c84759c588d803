/**
 * Slot RTP bench: for each slot title, seeded rounds spread over one worker per core; prints rounds
 * (and spins, free spins included) per second per core and the measured RTP with its 99 % confidence
 * interval beside the exact RTP the catalogue states. Bonus buys get their own rows (1/20 of the rounds).
 *
 *   npm run bench:rtp              # 10^8 rounds per title: the figures to compare with the stated RTP
 *   npx tsx bench/rtp/run.ts 1e6   # a quick check
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { rtpPercent, slotRtp, toNumber } from '../../apps/studio/src/games/slots/engine/slot-rtp';
import { slotTitles } from '../../apps/studio/src/games/slots/slot-titles';
import type { RtpTally, RtpTask } from './worker';

const z99 = 2.5758;
const roundsPerGame = Math.max(1_000, Math.floor(Number(process.argv[2] ?? 1e8) || 1e8));
const cores = availableParallelism();

function startWorkers() {
  return Array.from({ length: cores }, () => new Worker(new URL('./worker-entry.mjs', import.meta.url)));
}

function runOn(worker: Worker, task: RtpTask): Promise<RtpTally> {
  return new Promise((resolve, reject) => {
    const onMessage = (tally: RtpTally) => {
      worker.off('error', onError);
      resolve(tally);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
    worker.postMessage(task);
  });
}

async function measure(workers: Worker[], slug: string, isBonusBuy: boolean, rounds: number) {
  const share = Math.ceil(rounds / workers.length);
  const tallies = await Promise.all(
    workers.map((worker, index) => runOn(worker, { slug, isBonusBuy, rounds: share, worker: index })),
  );
  const total = tallies.reduce(
    (all, tally) => ({
      rounds: all.rounds + tally.rounds,
      spins: all.spins + tally.spins,
      sum: all.sum + tally.sum,
      sumOfSquares: all.sumOfSquares + tally.sumOfSquares,
      elapsedMs: all.elapsedMs + tally.elapsedMs,
    }),
    { rounds: 0, spins: 0, sum: 0, sumOfSquares: 0, elapsedMs: 0 },
  );
  const mean = total.sum / total.rounds;
  const deviation = Math.sqrt(Math.max(0, total.sumOfSquares / total.rounds - mean * mean));
  const halfWidth = (z99 * deviation) / Math.sqrt(total.rounds);
  // elapsedMs sums every worker's own time, so rounds over it is per core.
  const perCoreSecond = (count: number) => Math.round(count / (total.elapsedMs / 1000));
  return {
    ...total,
    mean,
    halfWidth,
    roundsPerCore: perCoreSecond(total.rounds),
    spinsPerCore: perCoreSecond(total.spins),
  };
}

const percent = (value: number) => (value * 100).toFixed(3);

async function main() {
  console.log(
    `slot RTP bench: ${roundsPerGame.toLocaleString('en')} rounds per title, ${cores} workers (one per core)\n`,
  );
  const workers = startWorkers();
  const rows: Record<string, string>[] = [];
  try {
    for (const title of slotTitles) {
      const exact = slotRtp(title.config);
      const cases = [{ isBonusBuy: false, rounds: roundsPerGame, exact: exact.game }];
      if (exact.bonusBuy)
        cases.push({
          isBonusBuy: true,
          rounds: Math.max(1_000, Math.floor(roundsPerGame / 20)),
          exact: exact.bonusBuy,
        });
      for (const { isBonusBuy, rounds, exact: expected } of cases) {
        const figures = await measure(workers, title.slug, isBonusBuy, rounds);
        const target = toNumber(expected);
        rows.push({
          title: isBonusBuy ? `${title.slug} (bonus buy)` : title.slug,
          rounds: figures.rounds.toLocaleString('en'),
          'rounds/s/core': figures.roundsPerCore.toLocaleString('en'),
          'spins/s/core': figures.spinsPerCore.toLocaleString('en'),
          'RTP %': percent(figures.mean),
          '99 % CI': `${percent(figures.mean - figures.halfWidth)} – ${percent(figures.mean + figures.halfWidth)}`,
          'exact %':
            rtpPercent(expected) +
            (title.config.jackpot && !isBonusBuy
              ? ` (+${title.config.jackpot.contributionBp / 100} jackpot)`
              : ''),
          'in CI': Math.abs(figures.mean - target) <= figures.halfWidth ? 'yes' : 'NO',
        });
        console.log(Object.values(rows.at(-1)!).join('  '));
      }
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  console.log('');
  console.table(rows);
}

await main();
