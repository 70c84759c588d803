import { z } from 'zod';

/*
 * The one home of amounts on the wire. Money crosses every API (player, staff, wallet protocol) as
 * integer minor units written as a decimal string, or, where a player types or reads it, as a decimal
 * string of the account currency: never as a float.
 */

/** Non-negative integer minor units as a string ('1250' is 12.50 EUR): stakes, balances, prizes. */
export const minorAmountSchema = z.string().regex(/^\d{1,15}$/, 'integer minor units, as a string');

/**
 * Integer minor units of more than zero: what a staff member grants or a player must stake. A pattern,
 * not a refinement that parses: zod runs refinements after a failed pattern, and BigInt throws on junk.
 */
export const positiveMinorAmountSchema = z
  .string()
  .regex(/^(?!0+$)\d{1,15}$/, 'integer minor units of more than 0, as a string');

/**
 * A whole number as a decimal string, sign allowed, up to bigint's range: amounts that can go below zero
 * (a net result, a correction) and the counts we keep in bigint (CP, scores, multipliers).
 */
export const integerStringSchema = z.string().regex(/^-?\d{1,19}$/, 'a whole number, as a string');

/** A decimal amount of the account currency as a player types or reads it: '12.50', '250'. */
export const decimalAmountSchema = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'a decimal amount such as 12.50');
