import { z } from 'zod';
import { limitPeriods, realityCheckIntervals } from './values/responsible-gambling';

export { limitPeriods, realityCheckIntervals, type LimitPeriod } from './values/responsible-gambling';

/** One deposit limit, in the account currency's major units as a decimal string. */
export const depositLimitSchema = z.object({
  period: z.enum(limitPeriods),
  amount: z.string().nullable(),
  /** A raised limit waits 24 hours, then for the player's confirmation. */
  pendingAmount: z.string().nullable(),
  /** The pending change removes the limit (removing counts as raising it). */
  pendingRemoval: z.boolean(),
  /** When the pending change becomes confirmable. */
  pendingFrom: z.iso.datetime().nullable(),
  canConfirm: z.boolean(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;
export const gamblingLimitsDataSchema = z.object({
  currency: z.string(),
  maximum: z.string(),
  limits: z.array(depositLimitSchema),
  selfExclusion: z.object({ kind: z.string(), until: z.iso.datetime() }).nullable(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type GamblingLimitsData = z.infer<typeof gamblingLimitsDataSchema>;

export const setDepositLimitBodySchema = z.object({
  period: z.enum(limitPeriods),
  /** A decimal string in the account currency ('250' or '250.50'); null removes the limit. */
  amount: z.string().max(20).nullable(),
  password: z.string().max(200),
});
export type SetDepositLimitBody = z.infer<typeof setDepositLimitBodySchema>;
export const confirmDepositLimitBodySchema = z.object({ period: z.enum(limitPeriods) });

export const selfExclusionKinds = ['freeze_24h', 'months_6', 'year_1', 'years_5'] as const;
export type SelfExclusionKind = (typeof selfExclusionKinds)[number];
export const selfExcludeBodySchema = z.object({
  kind: z.enum(selfExclusionKinds),
  password: z.string().max(200),
});
export const selfExcludeDataSchema = z.object({ kind: z.enum(selfExclusionKinds), until: z.iso.datetime() });

/** One of the offered intervals, or null to switch reality checks off. */
export const setRealityCheckBodySchema = z.object({
  intervalMinutes: z.literal(realityCheckIntervals).nullable(),
});
export const realityCheckStatusSchema = z.object({
  intervalMinutes: z.number().int().nullable(),
  /** When due, play waits until the player acknowledges. */
  due: z.boolean(),
  sessionMinutes: z.number().int(),
});
export type RealityCheckStatus = z.infer<typeof realityCheckStatusSchema>;
