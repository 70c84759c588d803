import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ProfileHistoryPage from '@/app/routes/profile/history';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { sampleRound } from '@/test/sample-game';

beforeAll(async () => {
  await i18n.loadNamespaces(['games', 'cashier']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const ticket = {
  kind: 'accumulator' as const,
  odds: '2.5',
  status: 'lost' as const,
  legs: [
    {
      event: 'Harbour FC v Ridge United',
      market: '1x2',
      selection: 'home',
      odds: '1.25',
      result: 'won' as const,
    },
    {
      event: 'Lake City v Old Town',
      market: 'totals|total=2.5',
      selection: 'over',
      odds: '2',
      result: 'half_lost' as const,
    },
  ],
};
const rounds = Array.from({ length: 25 }, (_, index) =>
  sampleRound(
    index + 1,
    index === 0
      ? { status: 'rolled_back', win: '0.00', balanceAfter: '50.00' }
      : index === 2
        ? { sportsbook: ticket }
        : {},
  ),
);

/** The player's rounds, paged the way the API does it. */
async function history(request: Request) {
  const body = (await request.json()) as { limit: number; offset: number };
  return Response.json({
    info: { success: true, message: '', resultCode: 'ok' },
    data: { rounds: rounds.slice(body.offset, body.offset + body.limit), total: rounds.length, ...body },
  });
}

const routes = {
  'POST /player/transactions': ok({ transactions: [], total: 0 }),
  'POST /player/gameHistory': history,
};

async function openGamingTab() {
  fireEvent.click(await screen.findByTestId('history-tab-gaming'));
  return screen.findByTestId('game-history');
}

/** A wide screen: matchMedia answers the phone/desktop question the layout asks. */
function useWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Gaming history tab', () => {
  it('shows each round with game, time, stake, win, start and end balance and status, as cards on a phone', async () => {
    renderFeature(<ProfileHistoryPage />, routes, '/profile/history');
    await openGamingTab();
    await waitFor(() => expect(screen.getAllByTestId('game-round')).toHaveLength(20));
    const [first, second] = screen.getAllByTestId('game-round');
    expect(first!.tagName).toBe('LI');
    expect(first!.getAttribute('data-status')).toBe('rolled_back');
    expect(first!.textContent).toContain('Cancelled');
    const text = second!.textContent ?? '';
    for (const part of ['Neon Fruits', 'Settled', '€1.00', '€2.50', '€50.00', '€51.50', 'r-2', '05/11/2026'])
      expect(text).toContain(part);
    // A sportsbook ticket lists its legs; a casino round has none.
    expect(within(second!).queryByTestId('ticket-legs')).toBeNull();
    const legs = within(screen.getAllByTestId('game-round')[2]!).getByTestId('ticket-legs');
    expect(legs.textContent).toContain('Harbour FC v Ridge United');
    expect(legs.textContent).toContain('totals|total=2.5: over');
    const [home, over] = within(legs).getAllByRole('listitem');
    expect(within(legs).getAllByRole('listitem')).toHaveLength(2);
    // The ticket's status and each leg's result, as the sportsbook reported them.
    expect(legs.textContent).toContain('Ticket: Lost');
    expect(home!.textContent).toContain('Won');
    expect(over!.textContent).toContain('Half lost');
  });

  it('shows a table on a wide screen and loads more rounds', async () => {
    useWideScreen();
    const { fetchFn } = renderFeature(<ProfileHistoryPage />, routes, '/profile/history');
    await openGamingTab();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Game', 'Time', 'Stake', 'Win', 'Start balance', 'End balance', 'Round status']);
    expect(within(table).getAllByTestId('game-round')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('game-history-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('game-round')).toHaveLength(25));
    expect(screen.queryByTestId('game-history-load-more')).toBeNull();
    expect(sentBodies(fetchFn, 'POST', '/player/gameHistory')).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
  });

  it('sends the date filters and starts again from the first page', async () => {
    const { fetchFn } = renderFeature(<ProfileHistoryPage />, routes, '/profile/history');
    await openGamingTab();
    await waitFor(() => expect(screen.getAllByTestId('game-round')).toHaveLength(20));
    fireEvent.change(screen.getByTestId('game-history-from'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByTestId('game-history-to'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(sentBodies(fetchFn, 'POST', '/player/gameHistory')).toHaveLength(3));
    expect(sentBodies(fetchFn, 'POST', '/player/gameHistory').at(-1)).toEqual({
      from: '2026-09-01',
      to: '2026-11-30',
      limit: 20,
      offset: 0,
    });
  });

  it('says honestly that nothing was played yet', async () => {
    renderFeature(
      <ProfileHistoryPage />,
      { ...routes, 'POST /player/gameHistory': ok({ rounds: [], total: 0, limit: 20, offset: 0 }) },
      '/profile/history',
    );
    await openGamingTab();
    expect(await screen.findByText('No rounds played yet')).toBeTruthy();
    expect(screen.queryByTestId('game-round')).toBeNull();
  });
});
