import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { LimitsSection } from './limits-section';

const limits = (overrides: Partial<GamblingLimitsData> = {}): GamblingLimitsData => ({
  currency: 'EUR',
  maximum: '10000.00',
  limits: [
    {
      period: 'day',
      amount: '100.00',
      pendingAmount: '500.00',
      pendingRemoval: false,
      pendingFrom: '2026-01-02T10:00:00.000Z',
      canConfirm: true,
    },
    {
      period: 'week',
      amount: null,
      pendingAmount: null,
      pendingRemoval: false,
      pendingFrom: null,
      canConfirm: false,
    },
    {
      period: 'month',
      amount: '900.00',
      pendingAmount: null,
      pendingRemoval: true,
      pendingFrom: '2099-01-02T10:00:00.000Z',
      canConfirm: false,
    },
  ],
  selfExclusion: null,
  realityCheckMinutes: null,
  depositsUsed: { day: '25.00', week: '0.00', month: '0.00' },
  playLimits: [],
  history: [],
  ...overrides,
});
const routes = {
  'GET /player/limits': ok(limits()),
  'GET /player/realityCheck': ok({ intervalMinutes: null, due: false, sessionMinutes: 3 }),
};

describe('gambling limits', () => {
  it('lists each period with its limit, the pending change and a Confirm when confirmable', async () => {
    const { fetchFn } = renderFeature(<LimitsSection onExcluded={() => {}} />, {
      ...routes,
      'POST /player/limits/confirm': ok(limits()),
    });
    const day = await screen.findByTestId('limit-row-day');
    expect(day.textContent).toContain('€100.00');
    expect(day.textContent).toContain('Raise to €500.00.');
    expect(screen.getByTestId('limit-row-week').textContent).toContain('No limit');
    expect(screen.getByTestId('limit-row-month').textContent).toContain('Removal of the limit.');
    expect(screen.queryByTestId('limit-confirm-month')).toBeNull();
    fireEvent.click(within(day).getByTestId('limit-confirm-day'));
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/limits/confirm')).toEqual([{ period: 'day' }]),
    );
  });

  it('checks amount and password live at their boundaries before sending', async () => {
    const { fetchFn } = renderFeature(<LimitsSection onExcluded={() => {}} />, routes);
    const amount = await screen.findByTestId('limit-amount');
    fireEvent.change(amount, { target: { value: '19.99' } });
    expect(screen.getByText('The limit must be at least €20.00.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '10000.01' } });
    expect(screen.getByText('The limit cannot be above €10,000.00.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '20' } });
    expect(amount.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(screen.getByTestId('limit-password'), { target: { value: '12345' } });
    expect(screen.getByText('Password must be longer than 5 characters.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('limit-set'));
    expect(sentBodies(fetchFn, 'POST', '/player/limits')).toEqual([]);
  });

  it('sends period, amount and password with Set Limit', async () => {
    const { fetchFn } = renderFeature(<LimitsSection onExcluded={() => {}} />, {
      ...routes,
      'POST /player/limits': ok(limits(), 'Deposit limit set'),
    });
    fireEvent.change(await screen.findByTestId('limit-period'), { target: { value: 'week' } });
    fireEvent.change(screen.getByTestId('limit-amount'), { target: { value: '250,50' } });
    fireEvent.change(screen.getByTestId('limit-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('limit-set'));
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/limits')).toEqual([
        { period: 'week', amount: '250.50', password: 'secret1' },
      ]),
    );
    await waitFor(() => expect((screen.getByTestId('limit-amount') as HTMLInputElement).value).toBe(''));
  });

  it("says 'Invalid old password' under the password on invalid_old_password", async () => {
    renderFeature(<LimitsSection onExcluded={() => {}} />, {
      ...routes,
      'POST /player/limits': fail(400, 'invalid_old_password', 'Server words'),
    });
    fireEvent.change(await screen.findByTestId('limit-amount'), { target: { value: '50' } });
    const password = screen.getByTestId('limit-password');
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByTestId('limit-set'));
    const error = await screen.findByText('Invalid old password');
    expect(password.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('explains when lower and higher limits apply', async () => {
    renderFeature(<LimitsSection onExcluded={() => {}} />, routes);
    expect((await screen.findByTestId('deposit-limits')).textContent).toContain(
      'A lower limit applies at once. A higher limit, or removing one, applies only after 24 hours and your confirmation.',
    );
  });
});

const playLimit = { pendingAmount: null, pendingRemoval: false, pendingFrom: null, canConfirm: false };
const withPlayLimits = limits({
  playLimits: [
    { kind: 'loss', period: 'day', amount: '50.00', used: '50.00', ...playLimit },
    {
      kind: 'wager',
      period: 'week',
      amount: '100.00',
      used: '20.00',
      ...playLimit,
      pendingAmount: '300.00',
      pendingFrom: '2099-01-02T10:00:00.000Z',
    },
    { kind: 'session', period: 'session', amount: null, used: '12', ...playLimit },
  ],
  history: [
    { kind: 'wager', period: 'week', amount: '300.00', action: 'requested', at: '2026-01-01T10:00:00.000Z' },
    { kind: 'deposit', period: 'day', amount: null, action: 'confirmed', at: '2026-01-01T09:00:00.000Z' },
  ],
});

describe('loss, wager and session limits', () => {
  it('shows each limit with its use as a bar, the pending change and the history', async () => {
    renderFeature(<LimitsSection onExcluded={() => {}} />, {
      ...routes,
      'GET /player/limits': ok(withPlayLimits),
    });
    const loss = await screen.findByTestId('play-limit-loss-day');
    expect(loss.textContent).toContain('€50.00 of €50.00');
    expect(within(loss).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    const wager = screen.getByTestId('play-limit-wager-week');
    expect(within(wager).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(wager.textContent).toContain('Change to €300.00.');
    expect(screen.getByTestId('play-limit-session-session').textContent).toContain('No limit');
    expect(
      within(screen.getByTestId('limit-row-day')).getByRole('progressbar').getAttribute('aria-valuenow'),
    ).toBe('25');
    const history = screen.getByTestId('limit-history').textContent;
    expect(history).toContain('Weekly stakes: €300.00 asked for, waiting 24 hours.');
    expect(history).toContain('Daily deposit: no limit confirmed.');
  });

  it('sends a session limit in minutes, and an empty amount as a removal', async () => {
    const { fetchFn } = renderFeature(<LimitsSection onExcluded={() => {}} />, {
      ...routes,
      'GET /player/limits': ok(withPlayLimits),
      'POST /player/playLimits': ok(withPlayLimits, 'Limit set'),
    });
    fireEvent.change(await screen.findByTestId('play-limit-slot'), { target: { value: 'session_session' } });
    expect(screen.getByText('Minutes per session')).toBeTruthy();
    fireEvent.change(screen.getByTestId('play-limit-amount'), { target: { value: '45' } });
    fireEvent.change(screen.getByTestId('play-limit-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('play-limit-set'));
    await waitFor(() => expect(sentBodies(fetchFn, 'POST', '/player/playLimits')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('play-limit-slot'), { target: { value: 'loss_day' } });
    fireEvent.change(screen.getByTestId('play-limit-password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByTestId('play-limit-set'));
    await waitFor(() =>
      expect(sentBodies(fetchFn, 'POST', '/player/playLimits')).toEqual([
        { kind: 'session', period: 'session', amount: '45', password: 'secret1' },
        { kind: 'loss', period: 'day', amount: null, password: 'secret1' },
      ]),
    );
  });
});
