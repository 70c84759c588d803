/**
 * Slot RTP bench: for each slot title, seeded rounds spread over one worker per core; prints rounds
 * (and spins, free spins included) per second per core and the measured RTP with its 99 % confidence
 * interval beside the exact RTP the catalogue states. Bonus buys get their own rows with a tenth of the
 * rounds: a bought round plays ten or more free spins, so as many spins as the base rows.
 *
 *   npm run bench:rtp                                 # 10^8 rounds per title, to set beside the stated RTP
 *   npx tsx bench/rtp/run.ts 1e6                      # a quick check
 *   npx tsx bench/rtp/run.ts 1e6 --title=neon-fruits  # one title
 *   npx tsx bench/rtp/run.ts 1e6 --hmac               # on the studio's HMAC-SHA256 stream: about 10 times slower
 *
 * Random source: by default xoshiro128** (see seeded-reader.ts), not the per-round HMAC-SHA256 the
 * studio plays on, which cost more than the game itself. That is sound because the engine sees only a
 * sequence of 32-bit numbers through `FairReader` and maps each to a stop or a height with the same
 * code either way: the RTP is a property of the game under uniform numbers, and the game code run here
 * is the studio's own (play-slot.ts, spin.ts). Whether the HMAC stream is uniform is a separate claim,
 * tested on its own by chi-square tests of the games' draws, every slot title's reel stops among them.
 *
 * The interval is per round (rounds are independent; a round's free spins are not). Each row is its
 * own 99 % test, so across eleven rows about one run in ten shows a NO by chance alone: the z column
 * says how far off a row is, in standard errors, and a real fault keeps growing with the rounds.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { rtpPercent, slotRtp, toNumber } from '../../packages/fair/src/games/slots/engine/slot-rtp';
import { slotTitles } from '../../packages/fair/src/games/slots/slot-titles';
import { readerFromState } from './seeded-reader';
import type { RandomSource, RtpTally, RtpTask } from './worker';

const z99 = 2.5758;
const args = process.argv.slice(2);
const roundsArgument = args.find((arg) => !arg.startsWith('--'));
const roundsPerGame = Math.max(1_000, Math.floor(Number(roundsArgument ?? 1e8) || 1e8));
const source: RandomSource = args.includes('--hmac') ? 'hmac' : 'xoshiro';
const onlyTitle = args.find((arg) => arg.startsWith('--title='))?.slice('--title='.length);
const cores = availableParallelism();

const sourceNote = {
  xoshiro:
    'xoshiro128**, one seeded stream per title and worker, read by the studio engine itself: a uniform\n' +
    '  32-bit source gives the same game as the HMAC stream, whose uniformity is tested on its own (--hmac uses it)',
  hmac: "HMAC-SHA256(server seed, client:nonce:cursor), the studio's provably-fair stream, one nonce per round",
};

/** The generator's first outputs from state (1, 2, 3, 4), as the reference C code gives them. */
function checkGenerator() {
  const reader = readerFromState([1, 2, 3, 4]);
  const outputs = Array.from({ length: 4 }, () => reader.next());
  if (outputs.join() !== '11520,0,5927040,70819200')
    throw new Error(`xoshiro128** is off its reference: ${outputs.join()}`);
}

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
    workers.map((worker, index) => runOn(worker, { slug, isBonusBuy, rounds: share, worker: index, source })),
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
  const standardError = deviation / Math.sqrt(total.rounds);
  // elapsedMs sums every worker's own time, so rounds over it is per core.
  const perCoreSecond = (count: number) => Math.round(count / (total.elapsedMs / 1000));
  return {
    ...total,
    mean,
    standardError,
    halfWidth: z99 * standardError,
    roundsPerCore: perCoreSecond(total.rounds),
    spinsPerCore: perCoreSecond(total.spins),
  };
}

const percent = (value: number) => (value * 100).toFixed(3);

async function main() {
  checkGenerator();
  console.log(
    `slot RTP bench: ${roundsPerGame.toLocaleString('en')} rounds per title, ${cores} workers (one per core)\n` +
      `random source: ${sourceNote[source]}\n`,
  );
  const titles = slotTitles.filter((title) => !onlyTitle || title.slug === onlyTitle);
  if (titles.length === 0) throw new Error(`no slot title ${onlyTitle}`);
  const workers = startWorkers();
  const rows: Record<string, string>[] = [];
  try {
    for (const title of titles) {
      const exact = slotRtp(title.config);
      const cases = [{ isBonusBuy: false, rounds: roundsPerGame, exact: exact.game }];
      if (exact.bonusBuy)
        cases.push({
          isBonusBuy: true,
          rounds: Math.max(1_000, Math.floor(roundsPerGame / 10)),
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
          z: ((figures.mean - target) / figures.standardError).toFixed(2),
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
