import { z } from 'zod';

export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** One deposit limit, in the account currency's major units as a decimal string. */
export const depositLimitSchema = z.object({
  period: z.enum(limitPeriods),
  amount: z.string().nullable(),
  /** A raised limit waits 24 hours, then for the player's confirmation. */
  pendingAmount: z.string().nullable(),
  pendingFrom: z.iso.datetime().nullable(),
  canConfirm: z.boolean(),
});
export const gamblingLimitsDataSchema = z.object({
  currency: z.string(),
  maximum: z.string(),
  limits: z.array(depositLimitSchema),
  selfExclusion: z
    .object({ kind: z.string(), until: z.iso.datetime() })
    .nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});

export const setDepositLimitBodySchema = z.object({
  period: z.enum(limitPeriods),
  amount: z.string().max(20),
  password: z.string().max(200),
});
export const confirmDepositLimitBodySchema = z.object({ period: z.enum(limitPeriods) });

export const selfExclusionKinds = ['freeze_24h', 'months_6', 'year_1', 'years_5'] as const;
export const selfExcludeBodySchema = z.object({
  kind: z.enum(selfExclusionKinds),
  password: z.string().max(200),
});

export const realityCheckIntervals = [15, 30, 45, 60, 90, 120] as const;
export const setRealityCheckBodySchema = z.object({ intervalMinutes: z.number().int().nullable() });
export const realityCheckStatusSchema = z.object({
  intervalMinutes: z.number().int().nullable(),
  /** When due, play waits until the player acknowledges. */
  due: z.boolean(),
  sessionMinutes: z.number().int(),
});
