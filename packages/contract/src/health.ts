import { z } from 'zod';

/** One background job of the answering instance, counted since that process started. */
export const jobHealthSchema = z.object({
  name: z.string(),
  /** `leader`: runs on the one instance holding the jobs' lock; `every-instance`: on each. */
  scope: z.enum(['leader', 'every-instance']),
  runs: z.number().int(),
  failures: z.number().int(),
  /** Failures since the last success: the retry wait doubles with each. */
  failuresInARow: z.number().int(),
  isRunning: z.boolean(),
  lastDurationMs: z.number().int().nullable(),
  lastSuccessAt: z.iso.datetime().nullable(),
  lastFailureAt: z.iso.datetime().nullable(),
});
export type JobHealth = z.infer<typeof jobHealthSchema>;

export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  /** Whether this instance runs the leader jobs now. */
  isJobsLeader: z.boolean(),
  jobs: z.array(jobHealthSchema),
});
export type HealthData = z.infer<typeof healthDataSchema>;
