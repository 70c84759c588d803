import { z } from 'zod';
import { integerStringSchema, minorAmountSchema } from './amounts';

/*
 * The annual activity statement (issue 33): what a player deposited, withdrew and won or lost per
 * product in one calendar year, counted from the ledger. Amounts are integer minor units.
 */

export const statementProducts = ['casino', 'sportsbook'] as const;
export type StatementProduct = (typeof statementProducts)[number];

export const statementParamsSchema = z.object({
  year: z.coerce.number().int().min(2000).max(9999),
});

/**
 * One product's play: stakes less refunds, what came back, and the player's net result (won minus
 * staked). Signed: a bet placed in December and refunded in January is a negative stake of January.
 */
export const statementProductSchema = z.object({
  product: z.enum(statementProducts),
  staked: integerStringSchema,
  won: integerStringSchema,
  net: integerStringSchema,
});
export type StatementProductLine = z.infer<typeof statementProductSchema>;

/** A player's year in one currency of theirs. */
export const statementCurrencySchema = z.object({
  currency: z.string(),
  deposits: minorAmountSchema,
  withdrawals: minorAmountSchema,
  products: z.array(statementProductSchema),
  /** The net result of all products together; positive when the player came out ahead. */
  net: integerStringSchema,
});
export type StatementCurrency = z.infer<typeof statementCurrencySchema>;

export const activityStatementSchema = z.object({
  year: z.number().int(),
  /** The years the player can ask for: from the year they registered to the current one. */
  years: z.array(z.number().int()),
  /** The year's bounds (UTC): from its first moment, up to and excluding the next year's. */
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  /** False while the year is still running: the figures are up to now. */
  isComplete: z.boolean(),
  currencies: z.array(statementCurrencySchema),
});
export type ActivityStatement = z.infer<typeof activityStatementSchema>;
