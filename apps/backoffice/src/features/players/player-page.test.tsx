import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads, fakeStaffApi, limitsData, renderAs } from '../../test/staff-screens';
import { ReportsPage } from '../reports/reports-page';
import { PlayerPage } from './player-page';
import { PlayersPage } from './players-page';

const playerId = '11111111-1111-4111-8111-111111111111';

const playerData = {
  profile: {
    id: playerId,
    username: 'ada',
    email: 'ada@example.test',
    country: 'DE',
    currency: 'EUR',
    kycStatus: 'not_verified',
    createdAt: '2026-01-01T00:00:00.000Z',
    fname: 'Ada',
    lname: 'Lovelace',
    language: 'en',
    emailConfirmed: true,
    selfExcludedUntil: null,
    lastLoginAt: '2026-01-02T00:00:00.000Z',
    lastLoginIp: '203.0.113.7',
    blockedAt: null,
    blockedReason: null,
    closedAt: null,
    tags: ['vip'],
  },
  balance: { cash: '50.00', bonus: '0.00', withdrawalHold: '0.00', currency: 'EUR' },
  limits: limitsData(),
  transactions: [],
  history: {
    documents: [],
    sessions: [
      {
        ip: '203.0.113.7',
        countryCode: 'DE',
        createdAt: '2026-01-02T00:00:00.000Z',
        lastSeenAt: '2026-01-02T00:00:00.000Z',
      },
    ],
    logins: [],
    rounds: [],
    bonuses: [],
    loyalty: { level: 3, cp: '120' },
    affiliate: { myaffid: null, myafftk: null },
    notes: [
      {
        id: 'n1',
        staffUsername: 'support-sam',
        body: 'Called about KYC',
        createdAt: '2026-01-03T00:00:00.000Z',
      },
    ],
    adjustments: [],
  },
};

describe('player page', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows status, tags and history, and sends a block with its reason', async () => {
    const calls = fakeStaffApi({
      [`GET /staff/v1/players/${playerId}`]: playerData,
      [`POST /staff/v1/players/${playerId}/block`]: {
        blockedAt: '2026-01-04T00:00:00.000Z',
        closedAt: null,
        sessionsEnded: 1,
      },
    });
    renderAs(['players.read', 'players.manage'], `/players/${playerId}`, <PlayerPage />, '/players/:id');
    expect((await screen.findByTestId('player-status')).textContent).toBe('Active');
    expect(screen.getByTestId('player-cash').textContent).toBe('€50.00');
    expect(screen.getByText('vip')).toBeTruthy();
    expect(screen.getByText('Called about KYC')).toBeTruthy();
    // Without players.message or balances.adjust the role sees neither form.
    expect(screen.queryByText("Message to the player's inbox")).toBeNull();
    expect(screen.queryByText('Adjust the cash balance')).toBeNull();
    expect(screen.queryByLabelText('New tag')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'chargeback' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/block'))).toBe(true));
    const block = calls.find((call) => call.url.endsWith('/block'));
    expect(block).toMatchObject({ method: 'POST', body: { reason: 'chargeback' } });
  });

  it('adjusts a balance with one request id per adjustment and says when a second approver is needed', async () => {
    const calls = fakeStaffApi({
      [`GET /staff/v1/players/${playerId}`]: playerData,
      [`POST /staff/v1/players/${playerId}/adjustments`]: {
        id: 'a1',
        requestId: 'r',
        playerId,
        currency: 'EUR',
        amountMinor: '50000',
        reason: 'prize',
        status: 'awaiting_approval',
        requestedBy: 'staff-1',
        approvedBy: null,
        requestedAt: '2026-01-04T00:00:00.000Z',
      },
    });
    renderAs(['players.read', 'balances.adjust'], `/players/${playerId}`, <PlayerPage />, '/players/:id');
    fireEvent.change(await screen.findByLabelText('Amount in EUR (negative to debit)'), {
      target: { value: '500' },
    });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'prize' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect((await screen.findByRole('status')).textContent).toContain('a second staff member must approve');
    const sent = calls.find((call) => call.url.endsWith('/adjustments'))?.body as Record<string, string>;
    expect(sent).toMatchObject({ amount: '500', reason: 'prize' });
    expect(sent.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('reports page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the rows of the chosen days and downloads the CSV the server wrote', async () => {
    const csv = 'day,currency\r\n2026-01-01,EUR\r\n';
    fakeStaffApi({
      'GET /staff/v1/reports/daily': {
        rows: [
          {
            day: '2026-01-01',
            currency: 'EUR',
            depositsMinor: '5000',
            withdrawalsMinor: '0',
            ggrMinor: '120',
            bonusCostMinor: '20',
            ngrMinor: '100',
            newPlayers: 2,
            activePlayers: 1,
          },
        ],
        csv,
      },
    });
    const { clicked, textOf } = captureDownloads();
    renderAs(['reports.read'], '/reports', <ReportsPage />, '/reports');
    expect(await screen.findByText('€50.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(clicked).toHaveBeenCalledOnce();
    const text = await textOf(0);
    expect(text).toBe(csv);
  });

  it('searches by the chosen kind: a log-in address is sent as by=ip', async () => {
    const { id, username, email, country, currency, kycStatus, createdAt } = playerData.profile;
    const row = { id, username, email, country, currency, kycStatus, createdAt };
    const calls = fakeStaffApi({ 'GET /staff/v1/players': { players: [row] } });
    renderAs(['players.read'], '/players', <PlayersPage />, '/players');
    fireEvent.change(screen.getByLabelText('Search by'), { target: { value: 'ip' } });
    fireEvent.change(screen.getByLabelText('Log-in IP address'), { target: { value: ' 203.0.113.7 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('link', { name: 'ada' })).getAttribute('href')).toContain('/players/');
    await waitFor(() => expect(calls).toHaveLength(1));
    const url = new URL(calls[0]?.url ?? '', 'http://localhost');
    expect([url.searchParams.get('q'), url.searchParams.get('by')]).toEqual(['203.0.113.7', 'ip']);
  });
});
