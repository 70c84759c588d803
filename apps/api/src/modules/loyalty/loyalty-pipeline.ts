import type { DbExecutor } from '../../db/transaction';
import { defaultGapGraceMs, runConsumer } from '../wager-facts/stream-consumer';
import { makeAndSettleFacts } from '../wager-facts/settle-wager-facts';
import { cashbackProjection, cpProjection } from './projections';

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
