import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { sampleBalance, sampleMethods, samplePending } from '@/test/sample-wallet';
import WithdrawPage from './withdraw';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier', 'pages']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const envelope = (data: unknown) =>
  Response.json({ info: { success: true, message: '', resultCode: 'ok' }, data });

const base = {
  'GET /player/balance': ok(sampleBalance),
  'GET /player/withdrawalMethods': ok({ methods: sampleMethods }),
};

describe('WithdrawPage', () => {
  it('lists each method with its time, fee, minimum and maximum', async () => {
    renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/transactions/pendingWithdrawals': ok({ withdrawals: [] }),
    });
    const rows = await screen.findAllByTestId('withdrawal-method-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bitcoin (BTC)1-24 hoursFree€20.00€5,000.00',
      'XRPUp to 1 hour€1.00€10.00€2,000.00',
    ]);
    expect(await screen.findByText('You have no pending withdrawals.')).toBeTruthy();
  });

  it('keeps the amount within the method and the withdrawable balance before sending', async () => {
    const { fetchFn } = renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/transactions/pendingWithdrawals': ok({ withdrawals: [] }),
    });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '15' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('The minimum for this method is €20.00.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '45' } });
    expect(screen.getByText('You can withdraw at most €40.00.')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/withdraw')).toEqual([]);
  });

  it("shows 'make a deposit first' when the server refuses a withdrawal before any deposit", async () => {
    const { fetchFn } = renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/transactions/pendingWithdrawals': ok({ withdrawals: [] }),
      'POST /player/withdraw': fail(409, 'withdrawals_require_deposit', 'server words'),
    });
    fireEvent.change(await screen.findByTestId('withdraw-method'), { target: { value: 'XRP' } });
    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe(
      'Withdrawals are not available, please make a deposit first.',
    );
    expect(sentBodies(fetchFn, 'POST', '/player/withdraw')).toEqual([{ method: 'XRP', amount: '25' }]);
  });

  it('requests a withdrawal, then refreshes the balance and the pending list', async () => {
    let pending = [] as ReturnType<typeof samplePending>[];
    const { fetchFn } = renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/transactions/pendingWithdrawals': () => envelope({ withdrawals: pending }),
      'POST /player/withdraw': () => {
        pending = [samplePending('a0000000-0000-4000-8000-000000000001', { amount: '25.00' })];
        return envelope(pending[0]);
      },
    });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-success')).textContent).toContain('Withdrawal requested.');
    expect(await screen.findByTestId('pending-withdrawal-row')).toBeTruthy();
    const balanceCalls = fetchFn.mock.calls.filter(([url]) => String(url).endsWith('/player/balance'));
    expect(balanceCalls.length).toBeGreaterThan(1);
  });

  it('cancels all pending withdrawals not yet approved in one action and says so', async () => {
    let pending = [
      samplePending('a0000000-0000-4000-8000-000000000001'),
      samplePending('a0000000-0000-4000-8000-000000000002', { status: 'pending' }),
      samplePending('a0000000-0000-4000-8000-000000000003', { status: 'approved' }),
    ];
    const { fetchFn } = renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/transactions/pendingWithdrawals': () => envelope({ withdrawals: pending }),
      'POST /player/transactions/pendingWithdrawals/cancel': () => {
        const cancelled = pending.filter((row) => row.status !== 'approved').map((row) => row.id);
        pending = pending.filter((row) => row.status === 'approved');
        return envelope({ cancelled });
      },
    });
    const rows = await screen.findAllByTestId('pending-withdrawal-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByText('Approved')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pending-withdrawals-cancel'));
    expect(
      await screen.findByText(
        'Your pending withdrawals were cancelled and the money is back in your balance.',
      ),
    ).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/player/transactions/pendingWithdrawals/cancel')).toEqual([
      { trans_ids: ['a0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000002'] },
    ]);
    await waitFor(() => expect(screen.queryAllByTestId('pending-withdrawal-row')).toHaveLength(1));
    // Only an approved one is left: nothing to cancel, and the page says why.
    expect(screen.queryByTestId('pending-withdrawals-cancel')).toBeNull();
    expect(
      screen.getByText('Approved withdrawals are already being paid out and can no longer be cancelled.'),
    ).toBeTruthy();
  });

  it('says so when an approval won the race for every one of them', async () => {
    renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/transactions/pendingWithdrawals': ok({
        withdrawals: [samplePending('a0000000-0000-4000-8000-000000000001')],
      }),
      'POST /player/transactions/pendingWithdrawals/cancel': ok({ cancelled: [] }),
    });
    fireEvent.click(await screen.findByTestId('pending-withdrawals-cancel'));
    expect(
      await screen.findByText(
        'None of them could be cancelled: they were already approved and are being paid out.',
      ),
    ).toBeTruthy();
  });
});
