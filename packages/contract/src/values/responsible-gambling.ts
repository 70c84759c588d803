/** Responsible gambling's plain value lists, free of zod (the web imports them; the schemas build on them). */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/**
 * Limits on play beside the deposit limits: net loss and stakes per period (minor units of the account
 * currency), and the minutes one login session may play.
 */
export const playLimitKinds = ['loss', 'wager', 'session'] as const;
export type PlayLimitKind = (typeof playLimitKinds)[number];
/** A session limit has the one period 'session'; loss and wager limits have day, week and month. */
export const playLimitPeriods = [...limitPeriods, 'session'] as const;
export type PlayLimitPeriod = (typeof playLimitPeriods)[number];

/** Minutes between reality checks the player may choose (null switches them off). */
export const realityCheckIntervals = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];
