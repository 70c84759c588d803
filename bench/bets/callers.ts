/**
 * The load side of the bets bench, run in a worker thread: the server under test keeps the main
 * thread's event loop to itself, as it would in production, and the callers' own JSON, signing and
 * HTTP work is not counted against it.
 */
import { parentPort } from 'node:worker_threads';
import { signedPost, type BenchPlayer } from './setup';

export interface CallersTask {
  baseUrl: string;
  players: BenchPlayer[];
  /** Rounds ids start here, so a warm-up and the measured run never share one. */
  firstIndex: number;
  durationMs: number;
  stake: string;
}

export interface CallersResult {
  latencies: number[];
  failures: number;
  elapsedMs: number;
}

/** One caller: bet, then a win that closes the round (every other round a loss of 0), until time is up. */
async function caller(
  task: CallersTask,
  player: BenchPlayer,
  index: number,
  deadline: number,
  latencies: number[],
) {
  let failures = 0;
  for (let round = 0; performance.now() < deadline; round += 1) {
    const roundId = `b${index}-r${round}`;
    const started = performance.now();
    const bet = await signedPost(task.baseUrl, 'bet', {
      sessionToken: player.sessionToken,
      playerId: player.playerId,
      transactionId: `${roundId}-bet`,
      roundId,
      externalGameId: player.externalGameId,
      amount: task.stake,
      currency: 'EUR',
    });
    const win = await signedPost(task.baseUrl, 'win', {
      playerId: player.playerId,
      transactionId: `${roundId}-win`,
      roundId,
      externalGameId: player.externalGameId,
      amount: round % 2 === 0 ? String((BigInt(task.stake) * 19n) / 10n) : '0',
      currency: 'EUR',
      roundClosed: true,
    });
    if (bet.status !== 200 || win.status !== 200) failures += 1;
    else latencies.push(performance.now() - started);
  }
  return failures;
}

async function run(task: CallersTask): Promise<CallersResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + task.durationMs;
  const failures = await Promise.all(
    task.players.map((player, i) => caller(task, player, task.firstIndex + i, deadline, latencies)),
  );
  return {
    latencies,
    failures: failures.reduce((sum, count) => sum + count, 0),
    elapsedMs: performance.now() - started,
  };
}

parentPort!.on('message', (task: CallersTask) => {
  run(task).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => parentPort!.postMessage({ error: String(error) }),
  );
});
