import type { SportEventView } from '@casino/contract/sportsbook';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContext, type AppValue } from '../lib/app-context';
import { EventRow } from './event-row';
import { SlipProvider } from './slip/slip-state';

afterEach(cleanup);

const value = { oddsFormat: 'fractional', navigate: vi.fn() } as unknown as AppValue;

function renderRow(view: SportEventView) {
  render(
    <AppContext value={value}>
      <SlipProvider>
        <ul>
          <EventRow view={view} />
        </ul>
      </SlipProvider>
    </AppContext>,
  );
}

const base = {
  sport: 'football' as const,
  competitionId: 'sim:football',
  competitionName: 'Simulated Football League',
  startTime: '2026-11-28T05:00:00.000Z',
  score: null,
  clockSeconds: null,
  detail: null,
  marketCount: 1,
};

describe('an event in a list', () => {
  it("shows a match's main market as 1, X, 2 in the player's odds format", () => {
    renderRow({
      ...base,
      id: 'sim:m1',
      home: 'Larkfield Rovers',
      away: 'Ashford Vale',
      status: 'not_started',
      mainMarket: {
        key: '1x2',
        type: '1x2',
        specifiers: {},
        status: 'active',
        version: 3,
        outcomes: [
          { id: 'home', odds: 2.5 },
          { id: 'draw', odds: 3.25 },
          { id: 'away', odds: 2.9 },
        ],
      },
    });
    const buttons = screen.getAllByRole('button', { pressed: false });
    // Shown as 1, X, 2; named in full, the shown text inside the name (the price after the outcome).
    const shown = buttons.map((b) => b.querySelector('.odds__label')?.textContent);
    expect(shown).toEqual(['1', 'X', '2']);
    const named = ['Larkfield Rovers 3/2', 'Draw 9/4', 'Ashford Vale 19/10'];
    expect(named.map((name) => screen.getByRole('button', { name }))).toEqual(buttons);
  });

  it("shows an outright by its name with its three favourites' prices", () => {
    const teams = { Owls: 4.5, Comets: 2.2, Rovers: 9, Vale: 3.1, Harriers: 15 };
    renderRow({
      ...base,
      id: 'sim:outright:1',
      home: 'Simulated Football League 1',
      away: 'winner',
      status: 'not_started',
      kind: 'outright',
      mainMarket: {
        key: 'outright|competition=sim:football',
        type: 'outright',
        specifiers: { competition: 'sim:football' },
        status: 'active',
        version: 1,
        outcomes: Object.entries(teams).map(([id, odds]) => ({ id, odds })),
      },
    } as SportEventView);
    expect(screen.getByText('Simulated Football League 1')).toBeTruthy();
    expect(screen.queryByText('winner')).toBeNull();
    const buttons = screen.getAllByRole('button', { pressed: false });
    const named = ['Comets 6/5', 'Vale 21/10', 'Owls 7/2'];
    expect(named.map((name) => screen.getByRole('button', { name }))).toEqual(buttons);
  });
});
