import { z } from 'zod';
import { minorAmountSchema, positiveMinorAmountSchema } from './amounts';

/** The margin new prices carry, in basis points (600 is 6%): what an operator may set. */
export const sportsbookMarginRange = { min: 200, max: 1500 } as const;

/** One currency's limits, in its minor units: the smallest and largest stake, the largest payout. */
export const sportsbookCurrencyLimitsSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  minStake: positiveMinorAmountSchema,
  maxStake: positiveMinorAmountSchema,
  maxPayout: positiveMinorAmountSchema,
});
export type SportsbookCurrencyLimits = z.infer<typeof sportsbookCurrencyLimitsSchema>;

/** a > b for two amounts that are integer minor units (false when either is not: its own issue says so). */
const isAbove = (a: string, b: string) => /^\d+$/.test(a) && /^\d+$/.test(b) && BigInt(a) > BigInt(b);

/**
 * An operator's change of the sportsbook's settings: the margin within its range (whole basis points)
 * and the currencies changed, each once, with min stake <= max stake <= max payout (a currency not
 * listed keeps its limits).
 */
export const sportsbookSettingsBodySchema = z
  .object({
    marginBasisPoints: z.number().int().min(sportsbookMarginRange.min).max(sportsbookMarginRange.max),
    currencies: z.array(sportsbookCurrencyLimitsSchema).min(1).max(50),
  })
  .superRefine((body, issues) => {
    const seen = new Set<string>();
    body.currencies.forEach((limits, index) => {
      if (seen.has(limits.currency))
        issues.addIssue({ code: 'custom', path: ['currencies', index, 'currency'], message: 'twice' });
      seen.add(limits.currency);
      if (isAbove(limits.minStake, limits.maxStake))
        issues.addIssue({
          code: 'custom',
          path: ['currencies', index, 'minStake'],
          message: 'the minimum stake is above the maximum stake',
        });
      if (isAbove(limits.maxStake, limits.maxPayout))
        issues.addIssue({
          code: 'custom',
          path: ['currencies', index, 'maxStake'],
          message: 'the maximum stake is above the maximum payout',
        });
    });
  });
export type SportsbookSettingsBody = z.infer<typeof sportsbookSettingsBodySchema>;

/**
 * The settings in force. Until an operator saves, they are the sportsbook's configured defaults
 * (`updatedAt` null); the margin read back may then lie outside the range an operator may set.
 */
export const sportsbookSettingsSchema = z.object({
  marginBasisPoints: z.number().int().min(0).max(10_000),
  currencies: z.array(
    sportsbookCurrencyLimitsSchema.extend({ minStake: minorAmountSchema, maxStake: minorAmountSchema }),
  ),
  updatedAt: z.iso.datetime().nullable(),
});
export type SportsbookSettings = z.infer<typeof sportsbookSettingsSchema>;
