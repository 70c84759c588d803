import { z } from 'zod';
import {
  limitPeriods,
  playLimitKinds,
  playLimitPeriods,
  realityCheckIntervals,
} from './values/responsible-gambling';

export {
  limitPeriods,
  playLimitKinds,
  playLimitPeriods,
  realityCheckIntervals,
  type LimitPeriod,
  type PlayLimitKind,
  type PlayLimitPeriod,
} from './values/responsible-gambling';

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

/**
 * A loss or wager limit (amounts in the account currency's major units) or the session-time limit
 * (amounts in whole minutes), with what the player used of it now: the net loss or the stakes of the
 * last day, 7 or 30 days, or the minutes of the current login session.
 */
export const playLimitSchema = z.object({
  kind: z.enum(playLimitKinds),
  period: z.enum(playLimitPeriods),
  amount: z.string().nullable(),
  used: z.string(),
  pendingAmount: z.string().nullable(),
  pendingRemoval: z.boolean(),
  pendingFrom: z.iso.datetime().nullable(),
  canConfirm: z.boolean(),
});
export type PlayLimit = z.infer<typeof playLimitSchema>;

/** One change a player made to a limit, newest first on the screen. */
export const limitChangeSchema = z.object({
  kind: z.enum(['deposit', ...playLimitKinds]),
  period: z.enum(playLimitPeriods),
  /** The amount asked for; null removes the limit. */
  amount: z.string().nullable(),
  /** applied at once, requested (waits 24 hours), or confirmed after the wait. */
  action: z.enum(['applied', 'requested', 'confirmed']),
  at: z.iso.datetime(),
});
export type LimitChange = z.infer<typeof limitChangeSchema>;
export const gamblingLimitsDataSchema = z.object({
  currency: z.string(),
  maximum: z.string(),
  limits: z.array(depositLimitSchema),
  selfExclusion: z.object({ kind: z.string(), until: z.iso.datetime() }).nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** What was deposited in each deposit limit's window, for the progress bars. */
  depositsUsed: z.object({ day: z.string(), week: z.string(), month: z.string() }),
  playLimits: z.array(playLimitSchema),
  history: z.array(limitChangeSchema),
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

export const setPlayLimitBodySchema = z.object({
  kind: z.enum(playLimitKinds),
  period: z.enum(playLimitPeriods),
  /** Loss and wager limits: a decimal string in the account currency; session: whole minutes. */
  amount: z.string().max(20).nullable(),
  password: z.string().max(200),
});
export type SetPlayLimitBody = z.infer<typeof setPlayLimitBodySchema>;
export const confirmPlayLimitBodySchema = z.object({
  kind: z.enum(playLimitKinds),
  period: z.enum(playLimitPeriods),
});

/**
 * The 24-hour freeze (the first step, followed by an e-mail), time-outs, and self-exclusions; none of
 * them ends early, whoever asks.
 */
export const selfExclusionKinds = [
  'freeze_24h',
  'timeout_24h',
  'timeout_week',
  'timeout_month',
  'timeout_6_weeks',
  'months_6',
  'year_1',
  'years_2',
  'years_5',
  'indefinite',
] as const;
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
