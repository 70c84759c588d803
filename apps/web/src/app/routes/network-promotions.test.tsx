import type { NetworkPromotionData } from '@casino/contract/network-promotions';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderAsPlayer, renderAsVisitor } from '@/test/sample-loyalty';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  sessionStore.set({ playerSessionId: null });
  await i18n.changeLanguage('en');
});

const game = { id: 'g-1', name: 'Neon Fruits', slug: 'neon-fruits' };

function drops(overrides: Partial<NetworkPromotionData> = {}): NetworkPromotionData {
  return {
    url: 'daily-drops-2026-11-26',
    provider: 'nova-studio',
    name: 'Daily Drops',
    kind: 'drops',
    status: 'live',
    startsAt: '2026-11-26T00:00:00.000Z',
    endsAt: '2026-11-27T00:00:00.000Z',
    currency: 'EUR',
    poolMinor: '115000',
    minBetMinor: '20',
    scoring: null,
    games: [game],
    drops: [
      { amountMinor: '500', count: 50, left: 48 },
      { amountMinor: '10000', count: 5, left: 5 },
    ],
    prizesMinor: null,
    winners: [{ name: 'lu***', amountMinor: '500', place: null, wonAt: '2026-11-26T09:00:00.000Z' }],
    seedHash: 'ab'.repeat(32),
    seed: null,
    myPrizes: null,
    ...overrides,
  };
}

function race(overrides: Partial<NetworkPromotionData> = {}): NetworkPromotionData {
  return drops({
    url: 'network-race-2026-11-23',
    name: 'Network race',
    kind: 'race',
    scoring: 'stake',
    poolMinor: '95000',
    drops: null,
    prizesMinor: ['50000', '25000'],
    winners: [],
    seedHash: null,
    ...overrides,
  });
}

const summary = ({
  drops: _d,
  prizesMinor: _p,
  winners: _w,
  myPrizes: _m,
  seedHash: _h,
  seed: _s,
  ...rest
}: NetworkPromotionData) => rest;

describe('network promotions pages', () => {
  it('lists each promotion with its kind, window, pool, games and how it works', async () => {
    renderAsVisitor('/network-promotions', {
      'GET /networkPromotions': ok({ promotions: [summary(drops()), summary(race())] }),
    });
    const card = await screen.findByTestId('network-promotion-daily-drops-2026-11-26');
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Daily Drops');
    expect(card.textContent).toContain('Prize drops');
    expect(card.textContent).toContain('€1,150.00');
    expect(card.textContent).toContain('€0.20');
    expect(within(card).getByRole('link', { name: 'Neon Fruits' }).getAttribute('href')).toBe(
      '/play/nova-studio/neon-fruits',
    );
    expect(within(card).getByTestId('network-how-it-works').textContent).toContain(
      'with a bet of at least €0.20',
    );
    const raceCard = screen.getByTestId('network-promotion-network-race-2026-11-23');
    expect(raceCard.textContent).toContain('Network race');
    expect(raceCard.textContent).toContain('adds its stake to your score');
    expect(within(raceCard).getByRole('link', { name: 'Network race' }).getAttribute('href')).toBe(
      '/network-promotions/network-race-2026-11-23',
    );
  });

  it('shows an empty list when the provider runs none', async () => {
    renderAsVisitor('/network-promotions', { 'GET /networkPromotions': ok({ promotions: [] }) });
    await screen.findByText('No promotions yet');
  });

  it('shows a visitor the terms, the drop table and the masked winners, without a prizes section', async () => {
    renderAsVisitor('/network-promotions/daily-drops-2026-11-26', {
      'GET /networkPromotions/daily-drops-2026-11-26': ok(drops()),
    });
    const table = await screen.findByTestId('network-drop-table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['€5.00', '50', '48'],
      ['€100.00', '5', '5'],
    ]);
    expect(screen.getByTestId('network-terms').textContent).toContain('Only real-money rounds count');
    expect(within(screen.getByTestId('network-winners')).getByText('lu***')).toBeTruthy();
    expect(screen.queryByTestId('network-my-prizes')).toBeNull();
    // The draws' seed is committed to from the start and revealed at the end.
    expect(screen.getByTestId('network-seed').textContent).toContain('ab'.repeat(32));
    expect(screen.getByTestId('network-seed').textContent).toContain('revealed when the promotion ends');
  });

  it("shows a player the race's prizes by place and their own prizes, in German", async () => {
    await i18n.changeLanguage('de');
    renderAsPlayer('/network-promotions/network-race-2026-11-23', {
      'GET /networkPromotions/network-race-2026-11-23': ok(
        race({
          myPrizes: [
            {
              amountMinor: '25000',
              currency: 'EUR',
              kind: 'race',
              place: 2,
              creditedAt: '2026-11-30T00:01:00.000Z',
            },
          ],
        }),
      ),
    });
    const prizes = await screen.findByTestId('network-race-prizes');
    expect(within(prizes).getAllByRole('row')).toHaveLength(3);
    expect(within(prizes).getByRole('caption').textContent).toBe('Preise nach Platz');
    const mine = screen.getByTestId('network-my-prizes');
    expect(within(mine).getByRole('heading').textContent).toBe('Deine Preise');
    await waitFor(() => expect(mine.textContent).toContain('Platz 2'));
    expect(mine.textContent).toMatch(/250,00\s€/);
  });

  it('says a promotion that does not exist is not available', async () => {
    renderAsVisitor('/network-promotions/gone', {
      'GET /networkPromotions/gone': fail(404, 'not_found'),
    });
    await screen.findByText('This promotion is not available.');
  });
});
