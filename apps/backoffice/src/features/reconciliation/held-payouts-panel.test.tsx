import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, Refusal, renderAs } from '../../test/staff-screens';
import { HeldPayoutsPanel } from './held-payouts-panel';

const id = '77777777-7777-4777-8777-777777777777';
const held = {
  payouts: [
    {
      id,
      playerId: '66666666-6666-4666-8666-666666666666',
      username: 'ada',
      amount: '20.00',
      currency: 'EUR',
      method: 'BTC',
      cryptoCurrency: 'BTC',
      address: 'bc1qheld',
      createdAt: '2026-02-01T10:00:00.000Z',
      sentAt: '2026-02-01T11:00:00.000Z',
    },
  ],
};
const list = 'GET /staff/v1/payouts/held';
const allActions = ['withdrawals.read', 'payouts.retry', 'payouts.mark_paid', 'payouts.mark_failed'] as const;

async function card() {
  return within(await screen.findByTestId('held-payout'));
}

describe('held payouts panel', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("marks a payout paid with the processor's reference after a confirmation, then reads the list again", async () => {
    const calls = fakeStaffApi({
      [list]: held,
      [`POST /staff/v1/payouts/${id}/paid`]: { id, status: 'paid', payoutId: 'proc-ref-1' },
    });
    renderAs([...allActions], '/', <HeldPayoutsPanel />, '/');
    const payout = await card();
    expect(payout.getByText('€20.00')).toBeTruthy();
    expect(payout.getByText('Address: BTC bc1qheld')).toBeTruthy();
    expect(payout.getByRole('link', { name: 'ada' }).getAttribute('href')).toBe(
      '/players/66666666-6666-4666-8666-666666666666',
    );
    fireEvent.click(payout.getByRole('button', { name: 'Mark paid' }));
    expect(
      payout.getByText("Record this payout as paid? Its hold moves to the processor's clearing account."),
    ).toBeTruthy();
    fireEvent.change(payout.getByLabelText("The processor's reference of the payout"), {
      target: { value: ' proc-ref-1 ' },
    });
    fireEvent.click(payout.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The payout is recorded as paid (reference proc-ref-1).',
    );
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `/staff/v1/payouts/${id}/paid`,
      body: { reference: 'proc-ref-1' },
    });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('asks a reason before marking failed, and says so when someone else resolved it first', async () => {
    const calls = fakeStaffApi({
      [list]: held,
      [`POST /staff/v1/payouts/${id}/failed`]: new Refusal('withdrawal_state_conflict'),
    });
    renderAs([...allActions], '/', <HeldPayoutsPanel />, '/');
    const payout = await card();
    fireEvent.click(payout.getByRole('button', { name: 'Mark failed' }));
    const reason = payout.getByLabelText('Reason (kept on the withdrawal)');
    expect(reason.hasAttribute('required')).toBe(true);
    fireEvent.change(reason, { target: { value: 'Processor says never sent' } });
    fireEvent.click(payout.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This payout is no longer held (resolved by someone else, or being sent): the list was read again.',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      reason: 'Processor says never sent',
    });
  });

  it('retries a send and says when the processor left it held; cancel sends nothing', async () => {
    const calls = fakeStaffApi({
      [list]: held,
      [`POST /staff/v1/payouts/${id}/retry`]: { id, status: 'processing', payoutId: null },
    });
    renderAs([...allActions], '/', <HeldPayoutsPanel />, '/');
    const payout = await card();
    fireEvent.click(payout.getByRole('button', { name: 'Mark failed' }));
    fireEvent.click(payout.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(payout.getByRole('button', { name: 'Retry the send' }));
    fireEvent.click(payout.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The processor did not confirm the send: the payout stays held and is listed again in a minute.',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/staff/v1/payouts/${id}/retry`,
    ]);
  });

  it('shows only the actions the role may take, in the chosen language', async () => {
    localStorage.setItem('backoffice.locale', 'de');
    fakeStaffApi({ [list]: held });
    renderAs(['withdrawals.read', 'payouts.mark_paid'], '/', <HeldPayoutsPanel />, '/');
    const payout = await card();
    expect(screen.getByTestId('held-payout').querySelector('.amount')?.textContent).toBe('20,00\u00a0€');
    expect(payout.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Als bezahlt markieren',
    ]);
  });
});
