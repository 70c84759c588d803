import type { LimitPeriod } from '@casino/contract/responsible-gambling';

// The contract's value arrays live beside its zod schemas; importing them would put zod in the page's
// bundle. These copies are typed against the contract and a test keeps them equal to it.

export const limitPeriodChoices = ['day', 'week', 'month'] as const satisfies readonly LimitPeriod[];

/** Minutes between reality checks the player may choose (null switches them off). */
export const realityCheckChoices = [15, 30, 45, 60, 90, 120] as const;
