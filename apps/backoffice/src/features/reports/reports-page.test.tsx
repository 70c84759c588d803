import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fakeStaffApi, renderAs } from '../../test/staff-screens';
import { ReportsPage } from './reports-page';

const gamingRow = (key: string, label: string, currency: string, ggrMinor: string) => ({
  key,
  label,
  currency,
  rounds: 3,
  players: 2,
  stakesMinor: '5000',
  winsMinor: String(5000 - Number(ggrMinor)),
  ggrMinor,
});

const answers = {
  'GET /staff/v1/reports/daily': { rows: [], csv: 'day\r\n' },
  'GET /staff/v1/reports/currencies': {
    rows: [
      {
        currency: 'EUR',
        depositsMinor: '90000',
        withdrawalsMinor: '20000',
        ggrMinor: '4750',
        bonusConvertedMinor: '0',
        loyaltyRewardsMinor: '300',
        cashbackMinor: '200',
        vipRewardsMinor: '1000',
        bonusCostMinor: '1500',
        ngrMinor: '3250',
      },
    ],
    csv: 'currency,ngr_minor\r\nEUR,3250\r\n',
  },
  'GET /staff/v1/reports/gaming': {
    rows: [
      gamingRow('sportsbook', 'sportsbook', 'EUR', '1500'),
      gamingRow('casino', 'casino', 'EUR', '-250'),
    ],
    csv: 'product,ggr_minor\r\nsportsbook,1500\r\ncasino,-250\r\n',
  },
  'GET /staff/v1/reports/affiliates': { rows: [], csv: 'affiliate\r\n' },
};

describe('reports screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the bonus cost in its parts with a chart described in words, and downloads its CSV', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    fakeStaffApi(answers);
    const { clicked, textOf } = captureDownloads();
    renderAs(['reports.read'], '/reports', <ReportsPage />, '/reports');
    expect(await screen.findByRole('region', { name: 'Daily report' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Totals by currency' }));
    const totals = await screen.findByRole('region', { name: 'Totals by currency' });
    const table = within(totals).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Loyalty rewards paid' })).toBeTruthy();
    // Amounts read as money in the row's currency (the answer holds minor units: 1000 is €10.00).
    expect(within(table).getByText('€10.00')).toBeTruthy();
    expect(within(table).getByText('€900.00')).toBeTruthy();
    expect(within(totals).getByRole('figure').textContent).toContain(
      'Totals by currency, EUR in minor units, Deposits: the highest of 1 is EUR at 90000.',
    );
    fireEvent.click(within(totals).getByRole('button', { name: 'Totals by currency as CSV' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(await textOf(0)).toBe('currency,ngr_minor\r\nEUR,3250\r\n');
  });

  it('breaks gaming down by the chosen grouping, a product named in the reader language', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi(answers);
    renderAs(['reports.read'], '/reports', <ReportsPage />, '/reports');
    fireEvent.click(await screen.findByRole('tab', { name: 'Gaming by game, provider or product' }));
    await screen.findByRole('region', { name: 'By game' });
    fireEvent.change(screen.getByLabelText('Break gaming down by'), { target: { value: 'product' } });
    const products = await screen.findByRole('region', { name: 'By product (casino, sportsbook)' });
    await waitFor(() => expect(calls.some((call) => call.url.includes('by=product'))).toBe(true));
    const cells = within(products)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(cells).toEqual(['Sportsbook', 'Casino']);
    expect(within(products).getByRole('figure').textContent).toContain(
      'the highest of 2 is Sportsbook at 1500',
    );
    // Only the chosen report is asked of the server.
    expect(calls.some((call) => call.url.includes('/reports/currencies'))).toBe(false);
  });
});
