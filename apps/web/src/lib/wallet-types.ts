import type {
  BalanceData,
  DepositInvoice as ContractDepositInvoice,
  Transaction as ContractTransaction,
  WithdrawalAddressBody,
  WithdrawalLinkData,
  withdrawalMethodSchema,
  withdrawalSchema,
} from '@casino/contract/wallet';
import type { CryptoCurrency, WithdrawalStatus } from '@casino/contract/values/wallet';
import type { SchemaOutput } from './schema-type';

/** The wallet API's shapes, from the contract; the web adds only what it derives for display. */
export type { CryptoCurrency, CreateDepositBody, WithdrawBody } from '@casino/contract/wallet';

export type Balance = BalanceData;
export type DepositInvoice = ContractDepositInvoice;
export type WithdrawalMethod = SchemaOutput<typeof withdrawalMethodSchema>;
export type PendingWithdrawal = SchemaOutput<typeof withdrawalSchema>;
export type { WithdrawalStatus };
export type WithdrawalLink = WithdrawalLinkData;
export type SubmitWithdrawalAddressBody = WithdrawalAddressBody;
export type Transaction = ContractTransaction;
export type TransactionType = Transaction['type'];

/**
 * Where an open invoice stands, as the web works it out: paid deposits appear in the history
 * (completed, or over_limit when a limit refused the credit); an unpaid one expires at expiresAt.
 */
export type DepositStatus = 'pending' | 'completed' | 'over_limit' | 'expired';

/** The currencies whose deposits and payouts need a memo (destination) tag. */
export const memoTagCurrencies: ReadonlySet<string> = new Set<CryptoCurrency>(['XRP']);

/** Brand names, the same in every language. */
export const cryptoNames: Record<CryptoCurrency, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  USDT: 'Tether',
  XRP: 'XRP',
};

/** Withdrawals a player may still cancel: once approved, the payout is under way (the API's rule). */
export const cancellableStatuses: ReadonlySet<WithdrawalStatus> = new Set<WithdrawalStatus>([
  'requested',
  'pending',
]);

/** "Bitcoin (BTC)", or just "XRP" where the name is the code. */
export function cryptoLabel(
  code: string,
  name: string = cryptoNames[code as CryptoCurrency] ?? code,
): string {
  return name === code ? code : `${name} (${code})`;
}

/** The history's filters as the form holds them: calendar dates (YYYY-MM-DD), inclusive. */
export interface TransactionFilters {
  type?: TransactionType;
  status?: string;
  dateFrom?: string;
  dateTo?: string;
}
