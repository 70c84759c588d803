import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, Refusal, renderAs } from '../../test/staff-screens';
import { SportsbookPage } from './sportsbook-page';

const url = '/staff/v1/sportsbook/settings';
const settings = {
  marginBasisPoints: 600,
  currencies: [
    { currency: 'EUR', minStake: '10', maxStake: '100000', maxPayout: '5000000' },
    { currency: 'NOK', minStake: '100', maxStake: '1000000', maxPayout: '50000000' },
  ],
  updatedAt: null,
};
const editor = ['sportsbook.read', 'sportsbook.write'] as const;

describe('sportsbook settings screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the limits in the currency's units and the margin in percent, and saves a change", async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi({
      [`GET ${url}`]: settings,
      [`POST ${url}`]: { ...settings, marginBasisPoints: 750, updatedAt: '2026-11-28T15:00:00.000Z' },
    });
    renderAs([...editor], '/sportsbook', <SportsbookPage />, '/sportsbook');
    const maxEur = (await screen.findByLabelText('Maximum stake EUR')) as HTMLInputElement;
    expect(maxEur.value).toBe('1000.00');
    expect((screen.getByLabelText('Minimum stake EUR') as HTMLInputElement).value).toBe('0.10');
    expect((screen.getByLabelText('Margin (%)') as HTMLInputElement).value).toBe('6');
    expect(screen.getByText('The configured defaults: no one has changed them yet.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '7,5' } });
    fireEvent.change(maxEur, { target: { value: '250.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved: new bets and prices use these settings.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      marginBasisPoints: 750,
      currencies: [
        { currency: 'EUR', minStake: '10', maxStake: '25050', maxPayout: '5000000' },
        { currency: 'NOK', minStake: '100', maxStake: '1000000', maxPayout: '50000000' },
      ],
    });
    // Read again after the change.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('names each bad field and sends nothing', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    const calls = fakeStaffApi({ [`GET ${url}`]: settings });
    renderAs([...editor], '/sportsbook', <SportsbookPage />, '/sportsbook');
    fireEvent.change(await screen.findByLabelText('Minimum stake EUR'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Maximum payout NOK'), { target: { value: '1.234' } });
    fireEvent.change(screen.getByLabelText('Margin (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Nothing was saved: correct the fields marked.',
    );
    expect(screen.getByText('The minimum stake is above the maximum stake')).toBeTruthy();
    expect(screen.getByText("An amount of more than 0 in the currency's units (e.g. 12.50)")).toBeTruthy();
    expect(screen.getByText('The margin must be between 2% and 15%')).toBeTruthy();
    expect(screen.getByLabelText('Minimum stake EUR').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("says a refused save's reason, in German too", async () => {
    localStorage.setItem('backoffice.locale', 'de');
    fakeStaffApi({ [`GET ${url}`]: settings, [`POST ${url}`]: new Refusal('provider_unavailable', 502) });
    renderAs([...editor], '/sportsbook', <SportsbookPage />, '/sportsbook');
    const form = await screen.findByRole('form', { name: 'Sportwetten: Limits und Marge' });
    // A no-break space between number and unit (the matcher's whitespace folding would hide it).
    expect(within(form).getByText(/^Zwischen 2/).textContent).toBe(
      'Zwischen 2\u00a0% und 15\u00a0%, bis zu zwei Nachkommastellen.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toContain('provider_unavailable');
  });

  it('shows a read-only role the settings without a save', async () => {
    localStorage.setItem('backoffice.locale', 'en');
    fakeStaffApi({ [`GET ${url}`]: { ...settings, updatedAt: '2026-11-28T15:00:00.000Z' } });
    renderAs(['sportsbook.read'], '/sportsbook', <SportsbookPage />, '/sportsbook');
    const maxEur = (await screen.findByLabelText('Maximum stake EUR')) as HTMLInputElement;
    expect(maxEur.readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText(/^Last changed /)).toBeTruthy();
  });
});
