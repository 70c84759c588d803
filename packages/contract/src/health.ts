import { z } from 'zod';

export const healthDataSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type HealthData = z.infer<typeof healthDataSchema>;
