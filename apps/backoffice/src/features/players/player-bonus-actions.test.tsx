import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { PlayerBonusActions } from './player-bonus-actions';
import { PlayerSportsbook } from './player-sportsbook';

const playerId = '33333333-3333-4333-8333-333333333333';
const bonusId = '44444444-4444-4444-8444-444444444444';
const campaign = (slug: string, status: string) => ({
  id: `c-${slug}`,
  slug,
  status,
  names: { en: `Name ${slug}` },
});
const bonuses = [
  {
    id: bonusId,
    status: 'active',
    currency: 'EUR',
    bonusMinor: '1000',
    createdAt: '2026-02-01T10:00:00.000Z',
  },
  {
    id: 'b-old',
    status: 'converted',
    currency: 'EUR',
    bonusMinor: '500',
    createdAt: '2026-01-01T10:00:00.000Z',
  },
];

describe('bonus actions on the player page', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('grants an active campaign with a reason and a request id drawn for it', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/bonus/campaigns': {
        campaigns: [campaign('welcome', 'active'), campaign('old', 'ended')],
      },
      'POST /staff/v1/bonus/grants': { id: 'g1' },
    });
    const onChanged = vi.fn();
    renderAs(
      ['bonuses.read', 'bonuses.grant'],
      '/',
      <PlayerBonusActions playerId={playerId} bonuses={bonuses} onChanged={onChanged} />,
      '/',
    );
    const select = screen.getByLabelText('Campaign');
    await screen.findByRole('option', { name: 'Name welcome (welcome)' });
    // An ended campaign is not offered.
    expect(within(select).queryByRole('option', { name: 'Name old (old)' })).toBeNull();
    fireEvent.change(select, { target: { value: 'welcome' } });
    fireEvent.change(screen.getByLabelText('Why it is granted (kept in the audit)'), {
      target: { value: 'Goodwill after outage' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Grant the bonus' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const grant = calls.find((call) => call.method === 'POST');
    expect(grant).toMatchObject({
      url: '/staff/v1/bonus/grants',
      body: { playerId, campaign: 'welcome', reason: 'Goodwill after outage' },
    });
    expect((grant?.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('status').textContent).toBe('Bonus granted.');
  });

  it('cancels a running bonus only after a reason, and lists no ended one', async () => {
    const calls = fakeStaffApi({ [`POST /staff/v1/bonus/grants/${bonusId}/cancel`]: { id: bonusId } });
    const onChanged = vi.fn();
    renderAs(
      ['bonuses.grant'],
      '/',
      <PlayerBonusActions playerId={playerId} bonuses={bonuses} onChanged={onChanged} />,
      '/',
    );
    // Without bonuses.read the campaign is typed, not chosen.
    expect(screen.getByLabelText('Campaign').tagName).toBe('INPUT');
    const open = screen.getAllByTestId('open-bonus');
    expect(open).toHaveLength(1);
    expect(open[0]!.textContent).toContain('active · €10.00 · ');
    fireEvent.click(within(open[0]!).getByRole('button', { name: 'Cancel the bonus' }));
    fireEvent.change(within(open[0]!).getByLabelText('Why it is cancelled (kept in the audit)'), {
      target: { value: 'Bonus abuse' },
    });
    fireEvent.click(within(open[0]!).getByRole('button', { name: 'Cancel it: the bonus balance goes back' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      { method: 'POST', url: `/staff/v1/bonus/grants/${bonusId}/cancel`, body: { reason: 'Bonus abuse' } },
    ]);
  });
});

describe('sportsbook tickets on the player page', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each ticket with its legs and their results, read-only', async () => {
    fakeStaffApi({
      [`GET /staff/v1/players/${playerId}/sportsbook`]: {
        tickets: [
          {
            id: 'r1',
            roundId: 'round-1',
            gameId: 'g',
            gameTitle: 'Sportsbook',
            provider: 'sb',
            currency: 'EUR',
            stake: '5.00',
            win: '12.50',
            balanceBefore: '50.00',
            balanceAfter: '45.00',
            status: 'closed',
            startedAt: '2026-02-01T10:00:00.000Z',
            endedAt: null,
            sportsbook: {
              kind: 'accumulator',
              odds: '2.5',
              status: 'won',
              legs: [
                { event: 'H0 v A0', market: '1x2', selection: 'home', odds: '1.25', result: 'won' },
                { event: 'H1 v A1', market: '1x2', selection: 'away', odds: '2', result: 'half_won' },
              ],
            },
          },
        ],
      },
    });
    renderAs(['players.read'], '/', <PlayerSportsbook playerId={playerId} />, '/');
    // The first row holds the headers.
    const row = (await screen.findAllByRole('row'))[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      '€5.00',
      '2.5',
      'H0 v A0: home @ 1.25 — wonH1 v A1: away @ 2 — half won',
      'Won',
      '€12.50',
    ]);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
