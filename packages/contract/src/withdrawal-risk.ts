import { z } from 'zod';

/** A decimal of the withdrawal's currency ('-7.00'). */
const amount = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * What the queue shows beside a withdrawal to judge it, computed for the whole page in one query. Amounts
 * are decimals of the withdrawal's currency; a net result is the player's (positive: the player is ahead).
 */
export const withdrawalRiskSchema = z.object({
  deposited: amount,
  /** Withdrawals already paid out, before this one. */
  withdrawn: amount,
  /** (this withdrawal + those paid) / deposits, two decimals; null without any deposit. */
  withdrawalToDepositRatio: z.string().nullable(),
  /** The ratio is above the operator's WITHDRAWAL_RISK_RATIO_ABOVE (or there is no deposit). */
  ratioFlagged: z.boolean(),
  activeBonus: z.boolean(),
  /** A bonus turned into cash within the last `bonusDays` days. */
  bonusConvertedRecently: z.boolean(),
  /** The operator's WITHDRAWAL_RISK_BONUS_DAYS: how recent a conversion still counts. */
  bonusDays: z.number().int().min(1),
  /** The last log-in came from another address than the one before (no device is recorded). */
  newAddress: z.boolean(),
  /** The latest session's country differs from the one before; null when unknown. */
  newCountry: z.boolean().nullable(),
  lastCountry: z.string().nullable(),
  previousCountry: z.string().nullable(),
  kycStatus: z.enum(['verified', 'not_verified']),
  casinoNet: amount,
  sportsbookNet: amount,
});
export type WithdrawalRisk = z.infer<typeof withdrawalRiskSchema>;
