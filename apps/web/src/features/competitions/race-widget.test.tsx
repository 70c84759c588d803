import type { SlotRaceSummary } from '@casino/contract/competitions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { RaceWidget } from './race-widget';

const race = (overrides: Partial<SlotRaceSummary> = {}): SlotRaceSummary => ({
  id: 'r1',
  url: 'daily-slot-race',
  name: 'Daily Slot Race',
  scoring: 'wagered',
  currency: 'EUR',
  minBetMinor: '20',
  poolMinor: '10000',
  prizesMinor: ['5000', '3000', '2000'],
  games: null,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  status: 'live',
  players: 3,
  ...overrides,
});
const racesRoute = (races: SlotRaceSummary[]) => ({ 'GET /slotRaces': ok({ races }) });
const slot = { id: 'g-slot', category: 'slots' };
const table = { id: 'g-blackjack', category: 'table' };

describe('race box on a game page', () => {
  it('shows on a slot that a race open to every slot counts, collapsed to a pill on phones', async () => {
    renderFeature(<RaceWidget game={slot} />, racesRoute([race()]));
    const toggle = await screen.findByTestId('race-widget-toggle');
    expect(toggle.textContent).toBe('Daily Slot Race');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'See the race' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'See the race' }).getAttribute('href')).toBe(
      '/slot-races/daily-slot-race',
    );
  });

  it('is absent on a game no running race counts: a table game, another game than the named ones, a race not live', async () => {
    const { fetchFn, unmount } = renderFeature(
      <RaceWidget game={table} />,
      racesRoute([
        race(),
        race({
          id: 'r2',
          url: 'other',
          games: [{ id: 'g-other', name: 'Other', slug: 'other', provider: 'nova-studio' }],
        }),
        race({
          id: 'r3',
          url: 'soon',
          status: 'upcoming',
          games: [{ id: table.id, name: 'Blackjack', slug: 'blackjack', provider: 'nova-studio' }],
        }),
      ]),
    );
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('race-widget')).toBeNull();
    unmount();

    renderFeature(
      <RaceWidget game={table} />,
      racesRoute([
        race({ games: [{ id: table.id, name: 'Blackjack', slug: 'blackjack', provider: 'nova-studio' }] }),
      ]),
    );
    expect(await screen.findByTestId('race-widget')).toBeTruthy();
  });
});
