import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { sampleTransaction } from '@/test/sample-wallet';
import { TransactionsPanel } from './transactions-panel';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

/** A history of 25 rows, paged and filtered by type the way the API does it. */
function history() {
  const all = Array.from({ length: 25 }, (_, index) =>
    sampleTransaction(`t-${index + 1}`, index % 5 === 0 ? { type: 'withdraw', status: 'paid' } : {}),
  );
  return async (request: Request) => {
    const body = (await request.json()) as { type?: string; limit: number; offset: number };
    const rows = all.filter((row) => !body.type || row.type === body.type);
    return Response.json({
      info: { success: true, message: '', resultCode: 'ok' },
      data: { transactions: rows.slice(body.offset, body.offset + body.limit), total: rows.length },
    });
  };
}

describe('TransactionsPanel', () => {
  it('shows the first page and loads more until everything is there', async () => {
    const { fetchFn } = renderFeature(<TransactionsPanel />, { 'POST /player/transactions': history() });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(20));
    fireEvent.click(screen.getByTestId('history-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(25));
    expect(screen.queryByTestId('history-load-more')).toBeNull();
    expect(sentBodies(fetchFn, 'POST', '/player/transactions')).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
  });

  it('writes dates for the visitor region: day first in the UK, month first in the US', async () => {
    for (const [country, date] of [
      ['GB', '20/11/2026'],
      ['US', '11/20/2026'],
    ] as const) {
      localStorage.setItem('user-country2', country);
      const view = renderFeature(<TransactionsPanel />, { 'POST /player/transactions': history() });
      const [first] = await screen.findAllByTestId('history-row');
      expect(first!.textContent, country).toContain(date);
      view.unmount();
    }
    localStorage.removeItem('user-country2');
  });

  it('shows every field of a row', async () => {
    renderFeature(<TransactionsPanel />, { 'POST /player/transactions': history() });
    const [first] = await screen.findAllByTestId('history-row');
    const text = first!.textContent ?? '';
    for (const part of [
      'Withdrawal',
      'Paid',
      '−€25.00',
      'BTC',
      't-1',
      'bc1qexampleaddress',
      'Requested',
      'Processed',
    ])
      expect(text).toContain(part);
  });

  it('sends the type, status and date filters and starts again from page one', async () => {
    const { fetchFn } = renderFeature(<TransactionsPanel />, { 'POST /player/transactions': history() });
    await screen.findAllByTestId('history-row');
    fireEvent.change(screen.getByTestId('history-filter-type'), { target: { value: 'withdraw' } });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(5));
    fireEvent.change(screen.getByTestId('history-filter-status'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByTestId('history-filter-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('history-filter-to'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(sentBodies(fetchFn, 'POST', '/player/transactions')).toHaveLength(5));
    const last = sentBodies(fetchFn, 'POST', '/player/transactions').at(-1) as Record<string, unknown>;
    expect(last).toEqual({
      type: 'withdraw',
      status: 'paid',
      from: new Date(2026, 10, 1).toISOString(),
      // The last day is included: the range ends where the next day starts.
      to: new Date(2026, 11, 1).toISOString(),
      limit: 20,
      offset: 0,
    });
  });

  it('says so when nothing matches', async () => {
    renderFeature(<TransactionsPanel />, {
      'POST /player/transactions': async () =>
        Response.json({
          info: { success: true, message: '', resultCode: 'ok' },
          data: { transactions: [], total: 0 },
        }),
    });
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
  });

  it('offers Reopen on an open (pending) deposit invoice only', async () => {
    renderFeature(<TransactionsPanel />, {
      'POST /player/transactions': ok({
        transactions: [
          sampleTransaction('open-1', { status: 'pending', processedAt: null }),
          sampleTransaction('gone-1', { status: 'expired', processedAt: null }),
          sampleTransaction('paid-1'),
        ],
        total: 3,
      }),
    });
    const rows = await screen.findAllByTestId('history-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'expired', 'completed']);
    expect(rows[0]!.textContent).toContain('Pending');
    expect(rows[1]!.textContent).toContain('Expired');
    const reopen = screen.getAllByTestId('history-reopen');
    expect(reopen).toHaveLength(1);
    expect(rows[0]!.contains(reopen[0]!)).toBe(true);
    expect(reopen[0]!.getAttribute('href')).toBe('/cashier/deposit?invoice=open-1');
  });
});
