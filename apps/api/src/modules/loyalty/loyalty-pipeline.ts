import type { DbExecutor } from '../../db/transaction';
import { wagerFactsConsumer } from '../wager-facts/make-wager-facts';
import { defaultGapGraceMs, runConsumer } from '../wager-facts/stream-consumer';
import { cashbackProjection, cpProjection } from './projections';

export interface PipelineOptions {
  gapGraceMs?: number;
  batchSize?: number;
  maxBatches?: number;
}

/** One pass: outbox -> wager facts, then each projection (CP and levels, cashback) on its own cursor. */
export async function runLoyaltyPipeline(db: DbExecutor, now: Date, options: PipelineOptions = {}) {
  const gapGraceMs = options.gapGraceMs ?? defaultGapGraceMs;
  const run = { now, gapGraceMs, batchSize: options.batchSize, maxBatches: options.maxBatches };
  const facts = await runConsumer(db, wagerFactsConsumer(), run);
  const cp = await runConsumer(db, cpProjection, run);
  const cashback = await runConsumer(db, cashbackProjection, run);
  return { facts, cp, cashback };
}
