/** The wallet's plain value lists, free of zod so the web can import them; wallet.ts builds its enums from them. */
export const cryptoCurrencies = ['BTC', 'ETH', 'LTC', 'USDT', 'XRP'] as const;
export type CryptoCurrency = (typeof cryptoCurrencies)[number];

export const withdrawalStatusNames = [
  'requested',
  'pending',
  'approved',
  'awaiting_address',
  'processing',
  'paid',
  'rejected',
  'cancelled',
  'expired',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatusNames)[number];

export const transactionTypes = ['deposit', 'withdraw'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** The statuses the history can be filtered by: a deposit's (pending, completed) and a withdrawal's. */
export const transactionStatusChoices = [
  'pending',
  'completed',
  'requested',
  'approved',
  'awaiting_address',
  'processing',
  'paid',
  'rejected',
  'cancelled',
  'expired',
] as const;
