import { z } from 'zod';
import { gameRoundSchema } from './games';
import { staffWithdrawalSchema } from './staff';
import { withdrawalStatusNames } from './values/wallet';
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

/**
 * A payout held for reconciliation: sent to the processor (processing) over a minute ago with no
 * payout id recorded, so its outcome is unknown and its hold stays until staff resolve it.
 */
export const heldPayoutSchema = staffWithdrawalSchema
  .pick({
    id: true,
    playerId: true,
    username: true,
    amount: true,
    currency: true,
    method: true,
    cryptoCurrency: true,
    address: true,
    createdAt: true,
  })
  .extend({ sentAt: at.nullable() });
export type HeldPayout = z.infer<typeof heldPayoutSchema>;
export const heldPayoutsDataSchema = z.object({ payouts: z.array(heldPayoutSchema) });

// Some text besides spaces (a rule the API document states as a pattern); the server trims it.
const someText = (max: number) => z.string().min(1).max(max).regex(/\S/);
/** Mark a held payout paid: the processor's own reference of the payout, as staff found it there. */
export const markPayoutPaidBodySchema = z.object({ reference: someText(200) });
/** Mark a held payout failed: why, kept on the withdrawal (its hold goes back to the player's cash). */
export const markPayoutFailedBodySchema = z.object({ reason: someText(500) });

/** What a held payout became: still held (a retry the processor refused), paid or given back. */
export const payoutActionDataSchema = z.object({
  id: z.string(),
  status: z.enum(withdrawalStatusNames),
  payoutId: z.string().nullable(),
});
export type PayoutActionData = z.infer<typeof payoutActionDataSchema>;

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
  heldPayouts: z.array(heldPayoutSchema),
});
export type ReconciliationData = z.infer<typeof reconciliationSchema>;

/** A player's sportsbook tickets, newest first, read-only. */
export const staffPlayerSportsbookDataSchema = z.object({ tickets: z.array(gameRoundSchema) });
