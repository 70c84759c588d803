import type { SportsMarket } from '@casino/contract/sportsbook';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppValue } from '../lib/app-context';
import { liveStore } from '../lib/live-store';
import { EventPage } from './event-page';
import { SlipProvider } from './slip/slip-state';

const live = {
  id: 'sim:live1',
  sport: 'football' as const,
  competitionId: 'sim:football',
  competitionName: 'Simulated Football League',
  home: 'Larkfield Rovers',
  away: 'Ashford Vale',
  startTime: '2026-11-28T05:00:00.000Z',
  status: 'live' as const,
  score: { home: 0, away: 0 },
  clockSeconds: 12 * 60,
  detail: 'cards 1',
};
const market = (
  type: string,
  key: string,
  status: SportsMarket['status'],
  specifiers = {},
): SportsMarket => ({
  key,
  type,
  specifiers,
  status,
  version: 1,
  outcomes: [
    { id: 'over', odds: 1.8 },
    { id: 'under', odds: 2 },
  ],
});

afterEach(cleanup);

describe("a live event's page", () => {
  it('shows the score and clock, suspended markets greyed with a reason, and the score moving', async () => {
    const api = vi.fn(async () => ({
      event: { ...live, marketCount: 2, mainMarket: null },
      groups: [
        { type: 'totals', markets: [market('totals', 'totals|total=2.5', 'active', { total: 2.5 })] },
        {
          type: 'btts',
          markets: [{ ...market('btts', 'btts', 'suspended'), outcomes: [{ id: 'yes', odds: 1.9 }] }],
        },
      ],
    }));
    const value = {
      api,
      session: {
        playerId: 'p1',
        currency: 'EUR',
        limits: { minStake: '10', maxStake: '1000', maxPayout: '1' },
      },
      prefs: { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' },
      oddsFormat: 'decimal',
      navigate: vi.fn(),
    } as unknown as AppValue;
    await act(async () => {
      render(
        <AppContext value={value}>
          <SlipProvider>
            <EventPage id={live.id} />
          </SlipProvider>
        </AppContext>,
      );
    });
    expect(screen.getByText('0 – 0')).toBeTruthy();
    expect(screen.getByText("12'")).toBeTruthy();
    expect(screen.getByText(/Cards: 1/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Goals and totals' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: 'Total · 2.5' })).toBeTruthy();
    const btts = screen.getByRole('region', { name: 'Both teams to score' });
    expect(btts.className).toContain('market--suspended');
    expect(btts.textContent).toContain('Suspended: betting paused');
    expect((screen.getByRole('button', { name: 'Yes suspended' }) as HTMLButtonElement).disabled).toBe(true);

    act(() =>
      liveStore.apply({
        type: 'event',
        event: { ...live, score: { home: 1, away: 0 }, clockSeconds: 14 * 60 },
        markets: [],
      }),
    );
    expect(screen.getByText('1 – 0')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Match tracker' }).textContent).toBe(
      "14' Goal Larkfield Rovers (1–0)",
    );
  });
});
