import { z } from 'zod';
import { gameRoundSchema } from './games';
import { staffWithdrawalSchema } from './staff';
import { playLimitKinds, playLimitPeriods } from './values/responsible-gambling';

/** The back office's payments and protection calls (issue 29, items 3 and 4). */
const at = z.iso.datetime();
const minor = z.string().regex(/^-?\d+$/);

/**
 * Staff set or tighten one of a player's limits: a decimal of the account currency (deposit, loss,
 * wager) or whole minutes (session). Never a removal: only the player may loosen or lift a limit.
 */
export const staffPlayerLimitBodySchema = z.object({
  kind: z.enum(['deposit', ...playLimitKinds]),
  period: z.enum(playLimitPeriods),
  amount: z.string().trim().min(1).max(20),
});
export type StaffPlayerLimitBody = z.infer<typeof staffPlayerLimitBodySchema>;

export { withdrawalRiskSchema, type WithdrawalRisk } from './withdrawal-risk';

/** One check of the books' reconciliation, with what it found. */
export const reconciliationSchema = z.object({
  ranAt: at,
  isClean: z.boolean(),
  /** Stored balances that differ from the sum of their postings. */
  accountMismatches: z.array(
    z.object({ accountId: z.string(), currency: z.string(), stored: minor, posted: minor }),
  ),
  /** Entries whose postings do not sum to zero in a currency, or that have none. */
  unbalancedEntries: z.array(
    z.object({
      entryId: z.string(),
      currency: z.string().nullable(),
      sum: minor,
      postings: z.number().int(),
    }),
  ),
  /** Withdrawals sent to the processor whose outcome is unknown: their hold stays until resolved. */
  heldPayouts: z.array(
    staffWithdrawalSchema.pick({
      id: true,
      playerId: true,
      username: true,
      amount: true,
      currency: true,
      method: true,
      createdAt: true,
    }),
  ),
});
export type ReconciliationData = z.infer<typeof reconciliationSchema>;

/** A player's sportsbook tickets, newest first, read-only. */
export const staffPlayerSportsbookDataSchema = z.object({ tickets: z.array(gameRoundSchema) });
