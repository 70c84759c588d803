/**
 * Outcome statistics at a test lab's scale: N rounds of every game (default 10^8; ROUNDS=… to change)
 * drawn through the studio's production code (server seed, client seed, nonce → HMAC-SHA256 → the game's
 * own maths; crash from game hashes through its salted HMAC), spread over one worker per core. Per game:
 * rounds per second, chi-square (statistic, df, p), the runs test's z, the lag-1 serial correlation,
 * the observed RTP with its 99 % interval beside the exact one, PASS or FAIL at 99 %.
 *
 *   npm run bench:fairness                              # 10^8 rounds per game: hours on 2 cores
 *   ROUNDS=1e6 npx tsx bench/fairness/run.ts            # a quick run
 *   ROUNDS=1e6 npx tsx bench/fairness/run.ts neon-fruits dice   # some games only
 *   WORKERS=2 ROUNDS=1e6 npx tsx bench/fairness/run.ts neon-fruits   # a slot on 2 cores
 *
 * Four tests at 1 % each per game: across 19 games a fair run shows a FAIL or two by chance alone
 * (about half the runs show one). A real fault fails again on a new seed and grows with the rounds;
 * SEED=… changes the server seed.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  fairnessGames,
  judge,
  mergeTallies,
  type GameReport,
  type GameTally,
} from '../../apps/studio/src/fairness/fairness-runner';
import { slotTitles } from '../../packages/fair/src/games/slots/slot-titles';
import type { FairnessTask } from './worker';

const rounds = Math.max(1_000, Math.floor(Number(process.env.ROUNDS ?? 1e8) || 1e8));
const workerCount = Math.max(1, Number(process.env.WORKERS ?? availableParallelism()));
const serverSeed = process.env.SEED ?? 'bench-fairness';
const only = process.argv.slice(2);

function runOn(worker: Worker, task: FairnessTask): Promise<GameTally> {
  return new Promise((resolve, reject) => {
    const onMessage = (tally: GameTally) => {
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

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : String(value);
const percent = (value: number) => (value * 100).toFixed(3);

function row(report: GameReport, seconds: number): Record<string, string> {
  const { chiSquare, rtp } = report;
  return {
    game: report.slug,
    bet: report.bet,
    rounds: report.rounds.toLocaleString('en'),
    'rounds/s': Math.round(report.rounds / seconds).toLocaleString('en'),
    'chi²': fixed(chiSquare.statistic, 1),
    df: String(chiSquare.df),
    p: fixed(chiSquare.pValue, 4),
    'runs z': fixed(report.runsZ, 2),
    'serial r1': report.serial.r1.toExponential(2),
    'serial z': fixed(report.serial.z, 2),
    'RTP %': percent(rtp.observed),
    '99 % CI': `${percent(rtp.low)} – ${percent(rtp.high)}`,
    'exact %': percent(rtp.exact),
    'RTP z': fixed(rtp.z, 2),
    result: report.passed ? 'PASS' : `FAIL (${report.failed.join(', ')})`,
  };
}

/** The figure: 10^8 rounds of a slot on this many workers, measured or scaled from this run. */
function slotTimeLine(slug: string, seconds: number) {
  const minutes = ((seconds * 1e8) / rounds / 60).toFixed(1);
  const how = rounds === 1e8 ? 'measured' : `extrapolated from ${rounds.toLocaleString('en')} rounds`;
  return `10^8 rounds of ${slug} on ${workerCount} workers: ${minutes} min (${how})`;
}

async function main() {
  const games = fairnessGames().filter((game) => only.length === 0 || only.includes(game.slug));
  if (games.length === 0) throw new Error(`no game among ${only.join(', ')}`);
  console.log(
    `fairness bench: ${rounds.toLocaleString('en')} rounds per game, ${workerCount} workers, server seed "${serverSeed}"\n` +
      "draw: the studio's production path (HMAC-SHA256 of server seed, client seed, nonce; crash: salted HMAC of game hashes)\n",
  );
  const workers = Array.from(
    { length: workerCount },
    () => new Worker(new URL('./worker-entry.mjs', import.meta.url)),
  );
  const rows: Record<string, string>[] = [];
  const slotSlugs = new Set(slotTitles.map((title) => title.slug));
  const slotTimes: { slug: string; seconds: number }[] = [];
  try {
    // Workers load the games (baccarat's exact odds take a moment) before the first timed game.
    const warmUp = { slug: games[0]!.slug, serverSeed, clientSeed: 'warm-up', from: 0, to: 1 };
    await Promise.all(workers.map((worker) => runOn(worker, warmUp)));
    for (const game of games) {
      const share = Math.ceil(rounds / workerCount);
      const started = performance.now();
      const tallies = await Promise.all(
        workers.map((worker, index) =>
          runOn(worker, {
            slug: game.slug,
            serverSeed,
            clientSeed: 'bench',
            from: index * share,
            to: Math.min(rounds, (index + 1) * share),
          }),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      rows.push(row(judge(game, mergeTallies(game, tallies)), seconds));
      if (slotSlugs.has(game.slug)) slotTimes.push({ slug: game.slug, seconds });
      console.log(Object.values(rows.at(-1)!).join('  '));
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  console.log('');
  console.table(rows);
  const failed = rows.filter((line) => line.result !== 'PASS').length;
  console.log(`${rows.length - failed} of ${rows.length} games pass every test at 99 %`);
  for (const { slug, seconds } of slotTimes) console.log(slotTimeLine(slug, seconds));
}

await main();
