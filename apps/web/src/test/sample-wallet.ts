import type {
  Balance,
  DepositInvoice,
  PendingWithdrawal,
  Transaction,
  WithdrawalMethod,
} from '@/lib/wallet-types';

/** Wallet API answers as the contract shapes them; tests override what they care about. */
export const sampleBalance: Balance = {
  currency: 'EUR',
  cash: '40.00',
  bonus: '2.50',
  withdrawable: '40.00',
  withdrawalHold: '0.00',
  minor: { cash: '4000', bonus: '250', withdrawable: '4000', withdrawalHold: '0' },
};

export const sampleInvoice: DepositInvoice = {
  id: '11111111-1111-4111-8111-111111111111',
  processor: 'sandbox',
  currency: 'XRP',
  address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe',
  memoTag: '104729',
  cryptoAmount: '50.00000000',
  amount: '25.00',
  accountCurrency: 'EUR',
  rate: '0.50',
  expiresAt: '2099-01-01T00:30:00.000Z',
  qr: 'ripple:rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe?amount=50&dt=104729',
  simulateUrl: '/api/v1/player/deposit/11111111-1111-4111-8111-111111111111/simulate',
};

export const sampleMethods: WithdrawalMethod[] = [
  {
    method: 'BTC',
    time: '1-24 hours',
    fee: '0.00',
    min: '20.00',
    max: '5000.00',
    currency: 'EUR',
    isSimulated: false,
  },
  {
    method: 'XRP',
    time: 'Up to 1 hour',
    fee: '1.00',
    min: '10.00',
    max: '2000.00',
    currency: 'EUR',
    isSimulated: false,
  },
];

export function samplePending(id: string, overrides: Partial<PendingWithdrawal> = {}): PendingWithdrawal {
  return {
    id,
    method: 'BTC',
    amount: '20.00',
    currency: 'EUR',
    status: 'requested',
    requestedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function sampleTransaction(id: string, overrides: Partial<Transaction> = {}): Transaction {
  return {
    transactionId: id,
    dateRequested: '2026-11-20T10:00:00.000Z',
    type: 'deposit',
    paymentMethod: 'BTC',
    status: 'completed',
    details: 'bc1qexampleaddress',
    processedAt: '2026-11-20T10:05:00.000Z',
    message: '',
    amount: '25.00',
    currency: 'EUR',
    ...overrides,
  };
}
