import { z } from 'zod';

/** Minor units of a currency, as a decimal string (they may exceed a float's exact range). */
const minor = z.string().regex(/^-?\d+$/);

const rangeSchema = z.object({ from: z.iso.date(), to: z.iso.date() });

/** What a gaming breakdown groups closed rounds by: the game, its provider, or casino against sportsbook. */
export const gamingReportGroupings = ['game', 'provider', 'product'] as const;
export type GamingReportGrouping = (typeof gamingReportGroupings)[number];

export const staffGamingReportQuerySchema = rangeSchema.extend({ by: z.enum(gamingReportGroupings) });
/** One game, provider or product in one currency over the range: closed rounds, stakes, wins, GGR. */
export const staffGamingReportRowSchema = z.object({
  /** The game's slug, the provider's code, or `casino` / `sportsbook`. */
  key: z.string(),
  /** The game's title or the provider's name (the key again for a product). */
  label: z.string(),
  currency: z.string(),
  rounds: z.number().int(),
  players: z.number().int(),
  stakesMinor: minor,
  winsMinor: minor,
  ggrMinor: minor,
});
export const staffGamingReportDataSchema = z.object({
  rows: z.array(staffGamingReportRowSchema),
  csv: z.string(),
});

export const staffCurrencyReportQuerySchema = rangeSchema;
/**
 * One currency over the range: money in and out, GGR, and the bonus cost in its parts (bonus money
 * converted to cash, loyalty level rewards paid, cashback claimed, VIP period rewards paid); NGR is GGR
 * less the whole bonus cost.
 */
export const staffCurrencyReportRowSchema = z.object({
  currency: z.string(),
  depositsMinor: minor,
  withdrawalsMinor: minor,
  ggrMinor: minor,
  bonusConvertedMinor: minor,
  loyaltyRewardsMinor: minor,
  cashbackMinor: minor,
  vipRewardsMinor: minor,
  bonusCostMinor: minor,
  ngrMinor: minor,
});
export const staffCurrencyReportDataSchema = z.object({
  rows: z.array(staffCurrencyReportRowSchema),
  csv: z.string(),
});

export const staffAffiliateResultsQuerySchema = rangeSchema;
/** The affiliate report over the range, per affiliate and currency, in minor units. */
export const staffAffiliateResultsRowSchema = z.object({
  affiliateId: z.string(),
  programme: z.string().nullable(),
  currency: z.string(),
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  firstDepositsMinor: minor,
  betsMinor: minor,
  winsMinor: minor,
  netRevenueMinor: minor,
});
export const staffAffiliateResultsDataSchema = z.object({
  rows: z.array(staffAffiliateResultsRowSchema),
  csv: z.string(),
});
