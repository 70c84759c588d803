/**
 * The wallet API's shapes as issue 4 describes them. They move to '@casino/contract' with the wallet
 * API (packages/contract is the other agent's); once there, these become re-exports of its types.
 * Money is a decimal string in the account currency, never a float.
 */
export const cryptoCurrencies = ['BTC', 'ETH', 'LTC', 'USDT', 'XRP'] as const;
export type CryptoCurrency = (typeof cryptoCurrencies)[number];

/** Brand names, the same in every language. */
export const cryptoNames: Record<CryptoCurrency, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  LTC: 'Litecoin',
  USDT: 'Tether',
  XRP: 'XRP',
};

/** The currencies whose deposits and payouts need a memo (destination) tag. */
export const memoTagCurrencies: ReadonlySet<string> = new Set(['XRP']);

export interface Balance {
  cash: string;
  bonus: string;
  withdrawable: string;
  currency: string;
}

export type DepositStatus = 'pending' | 'completed' | 'over_limit' | 'expired';

export interface DepositInvoice {
  id: string;
  cryptoCurrency: CryptoCurrency;
  address: string;
  memoTag: string | null;
  cryptoAmount: string;
  /** Account-currency units for one coin, as the processor reported it. */
  rate: string;
  amount: string;
  currency: string;
  status: DepositStatus;
  expiresAt: string;
}

export interface CreateDepositBody {
  currency: CryptoCurrency;
  amount: string;
}

export interface WithdrawalMethod {
  method: string;
  name: string;
  /** How long a payout takes, as the server words it (e.g. "1-24 hours"). */
  time: string;
  fee: string;
  min: string;
  max: string;
  currency: string;
}

export interface RequestWithdrawalBody {
  method: string;
  amount: string;
}

export type WithdrawalStatus =
  | 'requested'
  | 'pending'
  | 'approved'
  | 'awaiting_address'
  | 'processing'
  | 'paid'
  | 'rejected'
  | 'cancelled'
  | 'expired';

export interface PendingWithdrawal {
  transId: string;
  amount: string;
  currency: string;
  method: string;
  status: WithdrawalStatus;
  dateRequested: string;
}

export interface WithdrawalLink {
  transId: string;
  amount: string;
  currency: string;
  status: WithdrawalStatus;
  expiresAt: string;
  currencies: Array<{ code: string; name: string; needsMemoTag: boolean }>;
}

export interface SubmitWithdrawalAddressBody {
  cryptoCurrency: string;
  address: string;
  memoTag?: string;
}

export type TransactionType = 'deposit' | 'withdraw';

/** One row of the history (spec section 3, Transaction). */
export interface Transaction {
  transId: string;
  dateRequested: string;
  type: TransactionType;
  paymentMethod: string;
  status: WithdrawalStatus | DepositStatus;
  details: string;
  processedAt: string | null;
  message: string;
  amount: string;
  currency: string;
}

export interface TransactionFilters {
  type?: TransactionType;
  status?: string;
  /** Inclusive calendar dates, YYYY-MM-DD. */
  dateFrom?: string;
  dateTo?: string;
}

export interface TransactionsBody {
  filters: TransactionFilters;
  paging: { limit: number; offset: number };
}

export interface TransactionsPage {
  transactions: Transaction[];
  total: number;
}
