import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, ok } from '@/test/fake-fetch';
import { sampleInvoice, sampleTransaction } from '@/test/sample-wallet';
import { getDepositStatus } from './get-deposit-status';

const expiresAt = Date.parse(sampleInvoice.expiresAt);

function withHistory(transactions: unknown[]) {
  vi.stubGlobal(
    'fetch',
    fakeFetch({ 'POST /player/transactions': ok({ transactions, total: transactions.length }) }),
  );
}

describe('getDepositStatus', () => {
  it('is completed or over_limit once the history lists the invoice', async () => {
    withHistory([sampleTransaction('other'), sampleTransaction(sampleInvoice.id)]);
    expect(await getDepositStatus(sampleInvoice, () => expiresAt - 1)).toBe('completed');
    withHistory([sampleTransaction(sampleInvoice.id, { status: 'over_limit' })]);
    expect(await getDepositStatus(sampleInvoice, () => expiresAt - 1)).toBe('over_limit');
  });

  it('is pending while the history lists it as pending, and expired when it says so', async () => {
    withHistory([sampleTransaction(sampleInvoice.id, { status: 'pending' })]);
    expect(await getDepositStatus(sampleInvoice, () => expiresAt - 1)).toBe('pending');
    withHistory([sampleTransaction(sampleInvoice.id, { status: 'expired' })]);
    expect(await getDepositStatus(sampleInvoice, () => expiresAt - 1)).toBe('expired');
  });

  it('is pending until expiresAt, then expired', async () => {
    withHistory([sampleTransaction('other')]);
    expect(await getDepositStatus(sampleInvoice, () => expiresAt - 1)).toBe('pending');
    expect(await getDepositStatus(sampleInvoice, () => expiresAt)).toBe('expired');
  });
});
