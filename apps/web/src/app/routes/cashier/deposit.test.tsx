import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { samplePlayer } from '@/test/sample-player';
import { sampleBalance, sampleInvoice, sampleTransaction } from '@/test/sample-wallet';
import DepositPage from './deposit';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier', 'pages']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const wallet = {
  'GET /player': ok(samplePlayer),
  'GET /player/balance': ok(sampleBalance),
};

async function fillAndSubmit(currency: string, amount: string) {
  fireEvent.change(await screen.findByTestId('deposit-currency'), { target: { value: currency } });
  fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('deposit-submit'));
}

describe('DepositPage', () => {
  it('checks the amount before asking for an invoice', async () => {
    const { fetchFn } = renderFeature(<DepositPage />, wallet);
    await fillAndSubmit('BTC', '');
    expect(await screen.findByText('Enter an amount.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '10.555' } });
    expect(screen.getByText('Enter an amount such as 25 or 25.50.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '0' } });
    expect(screen.getByText('The amount must be more than zero.')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/deposit')).toEqual([]);
  });

  it('shows the invoice: copyable address and memo tag, QR code, amount, and the sandbox payment', async () => {
    let isPaid = false;
    const { fetchFn } = renderFeature(<DepositPage />, {
      ...wallet,
      'POST /player/deposit': ok(sampleInvoice),
      'POST /player/transactions': () =>
        Response.json({
          info: { success: true, message: '', resultCode: 'ok' },
          data: isPaid
            ? { transactions: [sampleTransaction(sampleInvoice.id)], total: 1 }
            : { transactions: [], total: 0 },
        }),
      [`POST /player/deposit/${sampleInvoice.id}/simulate`]: () => {
        isPaid = true;
        return Response.json({
          info: { success: true, message: '', resultCode: 'ok' },
          data: {
            paymentId: 'p1',
            depositId: sampleInvoice.id,
            status: 'completed',
            credited: '25.00',
            currency: 'EUR',
          },
        });
      },
    });
    await fillAndSubmit('XRP', '25,00');
    expect(sentBodies(fetchFn, 'POST', '/player/deposit')).toEqual([{ currency: 'XRP', amount: '25.00' }]);

    expect(((await screen.findByTestId('deposit-address')) as HTMLInputElement).value).toBe(
      sampleInvoice.address,
    );
    expect((screen.getByTestId('deposit-memo') as HTMLInputElement).value).toBe('104729');
    expect(screen.getByTestId('deposit-crypto-amount').textContent).toBe('50.00000000 XRP');
    await waitFor(() => expect(screen.getByTestId('deposit-qr').querySelector('svg')).toBeTruthy());
    expect(screen.getByTestId('deposit-status').textContent).toBe('Waiting for your payment…');

    const balanceCalls = () =>
      fetchFn.mock.calls.filter(([url]) => String(url).endsWith('/player/balance')).length;
    const before = balanceCalls();
    fireEvent.click(screen.getByTestId('deposit-simulate'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-status').textContent).toBe(
        'Payment received: €25.00 has been credited.',
      ),
    );
    expect(balanceCalls()).toBeGreaterThan(before);
    expect(screen.queryByTestId('deposit-simulate')).toBeNull();
  });

  it('copies the address to the clipboard', async () => {
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    renderFeature(<DepositPage />, {
      ...wallet,
      'POST /player/deposit': ok({ ...sampleInvoice, currency: 'BTC', memoTag: null, simulateUrl: null }),
      'POST /player/transactions': ok({ transactions: [], total: 0 }),
    });
    await fillAndSubmit('BTC', '25');
    fireEvent.click(await screen.findByTestId('deposit-copy-address'));
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    expect(written).toEqual([sampleInvoice.address]);
    // No memo tag for BTC, and no sandbox button where the API offers none.
    expect(screen.queryByTestId('deposit-memo')).toBeNull();
    expect(screen.queryByTestId('deposit-simulate')).toBeNull();
  });

  it('says what is missing when the profile is incomplete', async () => {
    let answer = fail(409, 'profile_incomplete');
    answer = { ...answer, body: { ...answer.body, data: { missing: ['address', 'city'] } as never } };
    renderFeature(<DepositPage />, { ...wallet, 'POST /player/deposit': answer });
    await fillAndSubmit('BTC', '25');
    expect((await screen.findByTestId('deposit-refusal')).textContent).toBe(
      'Some information is missing, fill it in before proceeding to the cashier: address, city.',
    );
  });

  it('keeps the invoice in the address, lists it as open after leaving, and reopens it', async () => {
    const { router } = renderFeature(
      <DepositPage />,
      {
        ...wallet,
        'POST /player/deposit': ok(sampleInvoice),
        'POST /player/transactions': ok({
          transactions: [sampleTransaction(sampleInvoice.id, { status: 'pending', paymentMethod: 'XRP' })],
          total: 1,
        }),
        [`GET /player/deposit/${sampleInvoice.id}`]: ok(sampleInvoice),
      },
      '/cashier/deposit',
    );
    await fillAndSubmit('XRP', '25');
    await screen.findByTestId('deposit-invoice');
    expect(router.state.location.search).toBe(`?invoice=${sampleInvoice.id}`);

    // Back on the deposit page later: the open invoice is listed, and Reopen shows it again.
    await act(() => router.navigate('/cashier/deposit'));
    const listed = await screen.findByTestId('open-invoice');
    expect(listed.textContent).toContain('€25.00 in XRP');
    fireEvent.click(within(listed).getByTestId('open-invoice-reopen'));
    expect(((await screen.findByTestId('deposit-address')) as HTMLInputElement).value).toBe(
      sampleInvoice.address,
    );
    expect(screen.getByTestId('deposit-crypto-amount').textContent).toBe('50.00000000 XRP');
    expect(screen.getByTestId('deposit-invoice').querySelector('time')?.getAttribute('datetime')).toBe(
      sampleInvoice.expiresAt,
    );
    await waitFor(() => expect(screen.getByTestId('deposit-qr').querySelector('svg')).toBeTruthy());
  });

  it('says an invoice reopened after its expiry has expired, and offers a new deposit', async () => {
    const { router } = renderFeature(
      <DepositPage />,
      {
        ...wallet,
        [`GET /player/deposit/${sampleInvoice.id}`]: fail(410, 'invoice_expired'),
        'POST /player/transactions': ok({ transactions: [], total: 0 }),
      },
      `/cashier/deposit?invoice=${sampleInvoice.id}`,
    );
    expect((await screen.findByTestId('deposit-invoice-gone')).textContent).toContain(
      'This invoice has expired. Start a new deposit.',
    );
    fireEvent.click(screen.getByTestId('deposit-new'));
    expect(await screen.findByTestId('deposit-amount')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
