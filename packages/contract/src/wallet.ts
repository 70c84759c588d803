import { z } from 'zod';
import { decimalAmountSchema } from './amounts';
import { cryptoCurrencies, transactionTypes, withdrawalStatusNames } from './values/wallet';

/** Amounts cross the API as decimal strings of the account currency ('12.50'), never as floats. */

export {
  cryptoCurrencies,
  transactionStatusChoices,
  transactionTypes,
  withdrawalStatusNames,
  type CryptoCurrency,
  type TransactionType,
  type WithdrawalStatus,
} from './values/wallet';

export const balanceDataSchema = z.object({
  currency: z.string(),
  cash: z.string(),
  bonus: z.string(),
  /** Cash only: bonus money is not withdrawable. */
  withdrawable: z.string(),
  /** Requested withdrawals not yet paid, released or cancelled. */
  withdrawalHold: z.string(),
  minor: z.object({
    cash: z.string(),
    bonus: z.string(),
    withdrawable: z.string(),
    withdrawalHold: z.string(),
  }),
});
export type BalanceData = z.infer<typeof balanceDataSchema>;

export const createDepositBodySchema = z.object({
  currency: z.enum(cryptoCurrencies),
  /** In the player's account currency. */
  amount: decimalAmountSchema,
  /** A deposit bonus chosen in the deposit form (a campaign's slug), granted when the payment lands. */
  bonusCampaign: z.string().min(1).max(64).optional(),
});
export type CreateDepositBody = z.infer<typeof createDepositBodySchema>;

export const depositInvoiceSchema = z.object({
  id: z.string(),
  processor: z.string(),
  currency: z.enum(cryptoCurrencies),
  address: z.string(),
  /** Needed by XRP: a payment without it cannot be matched to the player. */
  memoTag: z.string().nullable(),
  /** Coins to send, as a decimal string with up to 8 decimals. */
  cryptoAmount: z.string(),
  amount: z.string(),
  accountCurrency: z.string(),
  /** Account currency per whole coin, as a decimal string (display only: the invoice fixes the amount). */
  rate: z.string(),
  expiresAt: z.iso.datetime(),
  /** Payment URI to render as a QR code. */
  qr: z.string(),
  /** Outside production: the sandbox page that pays this invoice. */
  simulateUrl: z.string().nullable(),
});
export type DepositInvoice = z.infer<typeof depositInvoiceSchema>;

export const withdrawalMethodSchema = z.object({
  method: z.enum(cryptoCurrencies),
  time: z.string(),
  fee: z.string(),
  min: z.string(),
  max: z.string(),
  currency: z.string(),
  /**
   * Paid by the built-in sandbox processor (the demo): the payout is simulated and completes as soon
   * as the address is entered after approval; no coins move. False with a real processor.
   */
  isSimulated: z.boolean(),
});
export const withdrawalMethodsDataSchema = z.object({ methods: z.array(withdrawalMethodSchema) });

export const withdrawBodySchema = z.object({
  method: z.enum(cryptoCurrencies),
  amount: decimalAmountSchema,
  /** Required while a bonus is wagered: the player confirmed that the bonus balance will be lost. */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.enum(withdrawalStatusNames),
  requestedAt: z.iso.datetime(),
});
export const pendingWithdrawalsDataSchema = z.object({ withdrawals: z.array(withdrawalSchema) });
export const cancelWithdrawalsBodySchema = z.object({
  trans_ids: z.array(z.string().uuid()).min(1).max(100),
});
export const cancelWithdrawalsDataSchema = z.object({ cancelled: z.array(z.string()) });

/** The e-mailed link's form (web: /withdraw-link/:token; the token is in the path). */
export const withdrawalAddressBodySchema = z.object({
  cryptoCurrency: z.enum(cryptoCurrencies),
  address: z.string().min(1).max(128),
  memoTag: z.string().max(20).optional(),
});
export type WithdrawalAddressBody = z.infer<typeof withdrawalAddressBodySchema>;
export const withdrawalLinkDataSchema = z.object({
  transId: z.string(),
  amount: z.string(),
  currency: z.string(),
  expiresAt: z.iso.datetime(),
  status: z.enum(withdrawalStatusNames),
  cryptoCurrency: z.string().nullable(),
  currencies: z.array(
    z.object({ code: z.enum(cryptoCurrencies), name: z.string(), needsMemoTag: z.boolean() }),
  ),
});
export type WithdrawalLinkData = z.infer<typeof withdrawalLinkDataSchema>;

export const transactionsBodySchema = z.object({
  type: z.enum(transactionTypes).optional(),
  status: z.string().max(30).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  limit: z.number().int().min(1).max(100).default(20),
  offset: z.number().int().min(0).default(0),
});
export type TransactionsBody = z.infer<typeof transactionsBodySchema>;

/** The Transaction entity of spec section 3. */
export const transactionSchema = z.object({
  transactionId: z.string(),
  dateRequested: z.iso.datetime(),
  type: z.enum(transactionTypes),
  paymentMethod: z.string(),
  status: z.string(),
  details: z.string(),
  processedAt: z.iso.datetime().nullable(),
  message: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsDataSchema = z.object({
  transactions: z.array(transactionSchema),
  total: z.number().int(),
});

/** What the webhook endpoint answers a processor: the same for every delivery of one payment. */
export const webhookAnswerSchema = z.object({
  paymentId: z.string(),
  depositId: z.string(),
  status: z.enum(['completed', 'over_limit']),
  credited: z.string(),
  currency: z.string(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;
