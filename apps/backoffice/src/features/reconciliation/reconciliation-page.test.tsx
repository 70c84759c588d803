import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { ReconciliationPage } from './reconciliation-page';

const ranAt = '2026-02-01T10:00:00.000Z';
const clean = { ranAt, isClean: true, accountMismatches: [], unbalancedEntries: [], heldPayouts: [] };

describe('reconciliation screen', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each check passing on clean books and runs again on demand', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/reconciliation': clean,
      'GET /staff/v1/payouts/held': { payouts: [] },
    });
    renderAs(['reports.read', 'withdrawals.read'], '/', <ReconciliationPage />, '/');
    expect((await screen.findByTestId('reconciliation-summary')).textContent).toBe(
      `The books reconcile (run at ${new Date(ranAt).toLocaleString()}).`,
    );
    expect(screen.getByTestId('check-balances-result').textContent).toBe('Passed');
    expect(screen.getByTestId('check-entries-result').textContent).toBe('Passed');
    expect(screen.getByText('No payout is held.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run it now' }));
    const runs = () => calls.filter((call) => call.url === '/staff/v1/reconciliation');
    await waitFor(() => expect(runs()).toHaveLength(2));
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('names what failed with its figures; the held payouts only to whoever may read withdrawals', async () => {
    fakeStaffApi({
      'GET /staff/v1/reconciliation': {
        ranAt,
        isClean: false,
        accountMismatches: [{ accountId: 'acc-1', currency: 'EUR', stored: '5001', posted: '5000' }],
        unbalancedEntries: [{ entryId: 'entry-9', currency: 'EUR', sum: '-3', postings: 2 }],
        heldPayouts: [],
      },
    });
    renderAs(['reports.read'], '/', <ReconciliationPage />, '/');
    expect((await screen.findByTestId('reconciliation-summary')).textContent).toContain('do not reconcile');
    expect(screen.getByTestId('check-balances-result').textContent).toBe('Failed: 1 found');
    const cells = (id: string) =>
      within(screen.getByTestId(id))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('check-balances')).toEqual(['acc-1', 'EUR', '5001', '5000']);
    expect(cells('check-entries')).toEqual(['entry-9', 'EUR', '-3', '2']);
    expect(screen.queryByText('Payouts held for reconciliation')).toBeNull();
  });
});
