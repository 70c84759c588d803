import type { SportsMarket } from '@casino/contract/sportsbook';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRefusal } from '../lib/api';
import { AppContext, type AppValue } from '../lib/app-context';
import { liveStore } from '../lib/live-store';
import { OddsButton } from './odds-button';
import { Slip } from './slip/slip';
import { SlipProvider } from './slip/slip-state';

const head = {
  id: 'sim:e1',
  sport: 'football' as const,
  competitionId: 'sim:football',
  competitionName: 'Simulated Football League',
  home: 'Larkfield Rovers',
  away: 'Ashford Vale',
  startTime: '2026-11-28T05:00:00.000Z',
  status: 'not_started' as const,
  score: null,
  clockSeconds: null,
  detail: null,
};
const market = (odds: number, version: number, status: SportsMarket['status'] = 'active'): SportsMarket => ({
  key: '1x2',
  type: '1x2',
  specifiers: {},
  status,
  version,
  outcomes: [
    { id: 'home', odds },
    { id: 'draw', odds: 3.2 },
    { id: 'away', odds: 3.6 },
  ],
});

function app(api: AppValue['api'] = vi.fn()): AppValue {
  return {
    api,
    session: {
      playerId: 'p1',
      nickname: null,
      currency: 'EUR',
      language: 'en',
      balance: '10000',
      limits: { minStake: '10', maxStake: '100000', maxPayout: '5000000' },
      liveDelayMs: 0,
    },
    prefs: { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' },
    setPrefs: vi.fn(),
    oddsFormat: 'decimal',
    refreshBalance: vi.fn(),
    navigate: vi.fn(),
  };
}

function Shell({ children, value = app() }: { children: ReactNode; value?: AppValue }) {
  return (
    <AppContext value={value}>
      <SlipProvider>{children}</SlipProvider>
    </AppContext>
  );
}

/** The home price as the event page shows it, read from the live store like the screens do. */
function HomePrice() {
  const current = liveStore.market(head.id, '1x2')!;
  return (
    <OddsButton
      eventId={head.id}
      eventName="Larkfield Rovers - Ashford Vale"
      isLive={false}
      market={current}
      marketTitle="Match result"
      outcomeId="home"
      label="Larkfield Rovers"
    />
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('odds that move', () => {
  it('flashes a price up, then down, and says so to a screen reader', () => {
    vi.useFakeTimers();
    liveStore.seed(head, [market(2, 1)]);
    const view = render(<HomePrice />, { wrapper: ({ children }) => <Shell>{children}</Shell> });
    const button = () => screen.getByRole('button', { name: /Larkfield Rovers/ });
    expect(button().className).not.toMatch(/odds--/);

    act(() => liveStore.apply({ type: 'event', event: head, markets: [market(2.2, 2)] }));
    view.rerender(<HomePrice />);
    expect(button().className).toContain('odds--up');
    expect(screen.getByRole('button', { name: 'Larkfield Rovers 2.20, price up' })).toBe(button());

    act(() => vi.advanceTimersByTime(2000));
    expect(button().className).not.toMatch(/odds--/);

    act(() => liveStore.apply({ type: 'event', event: head, markets: [market(1.9, 3)] }));
    view.rerender(<HomePrice />);
    expect(button().className).toContain('odds--down');
  });

  it('keeps an older version from overwriting a newer price', () => {
    liveStore.seed(head, [market(2.5, 10)]);
    liveStore.seed(head, [market(2.1, 9)]);
    expect(liveStore.market(head.id, '1x2')!.outcomes[0]!.odds).toBe(2.5);
  });

  it('cannot add a suspended outcome to the slip', () => {
    liveStore.seed(head, [market(2, 20, 'suspended')]);
    render(<HomePrice />, { wrapper: ({ children }) => <Shell>{children}</Shell> });
    const button = screen.getByRole('button', { name: /Larkfield Rovers/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Larkfield Rovers suspended' })).toBe(button);
  });
});

describe('the slip when a price moves', () => {
  it('asks before taking the new odds, then places at them', async () => {
    liveStore.seed(head, [market(2, 30)]);
    const api = vi.fn(async () => ({
      ticket: {
        id: '00000000-0000-4000-8000-000000000001',
        status: 'open',
        kind: 'single',
        systemName: null,
        currency: 'EUR',
        stake: '500',
        potentialReturn: '1250',
        settledReturn: null,
        placedAt: '2026-11-28T05:00:00.000Z',
        settledAt: null,
        legs: [],
      },
      movedLegs: [],
    }));
    render(
      <>
        <HomePrice />
        <Slip />
      </>,
      { wrapper: ({ children }) => <Shell value={app(api as unknown as AppValue['api'])}>{children}</Shell> },
    );
    fireEvent.click(screen.getByRole('button', { name: /Larkfield Rovers 2.00/ }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '5' } });
    expect(screen.getByTestId('possible-return').textContent).toBe('€10.00');

    act(() => liveStore.apply({ type: 'event', event: head, markets: [market(2.5, 31)] }));
    expect(screen.getByText('Odds changed from 2.00 to 2.50')).toBeTruthy();
    const placeButton = screen.getByRole('button', { name: /^Place bet/ }) as HTMLButtonElement;
    expect(placeButton.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Accept the new odds' }));
    expect(screen.getByTestId('possible-return').textContent).toBe('€12.50');
    expect(placeButton.disabled).toBe(false);
    await act(async () => fireEvent.click(placeButton));
    expect(api).toHaveBeenCalledWith(
      'POST',
      '/tickets',
      expect.objectContaining({
        stake: '500',
        bet: { kind: 'single' },
        acceptOddsChange: 'none',
        selections: [expect.objectContaining({ outcomeId: 'home', odds: 2.5, version: 31 })],
      }),
    );
    expect(screen.getByRole('status').textContent).toContain('Bet placed: 1 ticket');
  });

  it('keeps the selections after a refusal, says why and shows the price that moved', async () => {
    liveStore.seed(head, [market(2, 40)]);
    const api = vi.fn(async (_method: string, path: string) => {
      if (path === '/tickets')
        throw new ApiRefusal('bet_odds_changed', 'Die Quoten haben sich geändert', {
          movedLegs: [0],
          selection: 0,
        });
      return { selections: [{ isAvailable: true, odds: 2.4, version: 41 }] };
    });
    render(
      <>
        <HomePrice />
        <Slip />
      </>,
      { wrapper: ({ children }) => <Shell value={app(api as unknown as AppValue['api'])}>{children}</Shell> },
    );
    fireEvent.click(screen.getByRole('button', { name: /Larkfield Rovers 2.00/ }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Place bet/ })));
    expect(screen.getByRole('alert').textContent).toBe(
      'The odds changed. Check the new prices and place again.',
    );
    expect(api).toHaveBeenLastCalledWith('POST', '/quote', {
      selections: [{ eventId: head.id, marketType: '1x2', specifiers: {}, outcomeId: 'home' }],
    });
    expect(screen.getByText('Odds changed from 2.00 to 2.40')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
