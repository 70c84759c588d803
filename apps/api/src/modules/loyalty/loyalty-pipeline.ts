import type { DbExecutor } from '../../db/transaction';
import { loggableError } from '../../lib/loggable-error';
import { defaultGapGraceMs, runConsumer } from '../wager-facts/stream-consumer';
import { makeAndSettleFacts } from '../wager-facts/settle-wager-facts';
import type { WakeSignal } from '../wager-facts/wake-signal';
import { payWaitingRewards } from './level-rewards';
import { cashbackProjection, cpProjection } from './projections';
import { payWaitingVipRewards, runVipPeriodJobs } from './vip-periods';

export interface PipelineOptions {
  gapGraceMs?: number;
  batchSize?: number;
  maxBatches?: number;
}

/**
 * One pass: outbox -> wager facts, the bets of settled rounds -> settlements, then each projection (CP
 * and levels, cashback) on its own cursor.
 */
export async function runLoyaltyPipeline(db: DbExecutor, now: Date, options: PipelineOptions = {}) {
  const gapGraceMs = options.gapGraceMs ?? defaultGapGraceMs;
  const run = { now, gapGraceMs, batchSize: options.batchSize, maxBatches: options.maxBatches };
  const { facts, settled } = await makeAndSettleFacts(db, run);
  const cp = await runConsumer(db, cpProjection, run);
  const cashback = await runConsumer(db, cashbackProjection, run);
  return { facts, settled, cp, cashback };
}

export interface LoyaltyWorkerOptions {
  db: DbExecutor;
  now: () => Date;
  signal: WakeSignal;
  log: { error(object: object, message: string): void };
  /** Poll interval when nothing wakes the loop. */
  pollMs?: number;
  /** The least time between two passes, however often the loop is woken. */
  minPassGapMs?: number;
  /** How often rewards that waited for a block to end, and the VIP period jobs, are looked at. */
  waitingRewardsMs?: number;
  gapGraceMs?: number;
}

/**
 * The loyalty loop of an API process: a pass of the pipeline on every wake-up (a bet answered here)
 * or poll, and the waiting rewards now and then. Safe with several processes: each consumer shares
 * its work through SKIP LOCKED and applies a fact once (receipts). stop() waits for the pass running.
 */
export function startLoyaltyWorker(options: LoyaltyWorkerOptions): { stop: () => Promise<void> } {
  const pollMs = options.pollMs ?? 250;
  const minPassGapMs = Math.min(pollMs, options.minPassGapMs ?? 50);
  const waitingRewardsMs = options.waitingRewardsMs ?? 60_000;
  let stopped = false;
  let lastWaitingRun = 0;
  const loop = async () => {
    while (!stopped) {
      try {
        await runLoyaltyPipeline(options.db, options.now(), { gapGraceMs: options.gapGraceMs });
        if (Date.now() - lastWaitingRun >= waitingRewardsMs) {
          lastWaitingRun = Date.now();
          await payWaitingRewards(options.db, options.now());
          // The VIP weeks and months closed since the last look (each paid once), then their waiting rewards.
          await runVipPeriodJobs(options.db, options.now());
          await payWaitingVipRewards(options.db, options.now());
        }
      } catch (error) {
        options.log.error({ err: loggableError(error) }, 'loyalty pass failed');
      }
      // A pause first, so a stream of bets wakes the loop at most every minPassGapMs: the passes then
      // take batches instead of single facts and leave the database to the bets in between.
      if (!stopped) await new Promise((resolve) => setTimeout(resolve, minPassGapMs));
      if (!stopped) await options.signal.wait(Math.max(0, pollMs - minPassGapMs));
    }
  };
  const running = loop();
  return {
    stop: async () => {
      stopped = true;
      options.signal.notify();
      await running;
    },
  };
}
