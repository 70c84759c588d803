/** Responsible gambling's plain value lists, free of zod (the web imports them; the schemas build on them). */
export const limitPeriods = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** Minutes between reality checks the player may choose (null switches them off). */
export const realityCheckIntervals = [15, 30, 45, 60, 90, 120] as const;
export type RealityCheckInterval = (typeof realityCheckIntervals)[number];
