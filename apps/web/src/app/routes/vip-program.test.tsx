import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderAsPlayer, renderAsVisitor, sampleLoyalty } from '@/test/sample-loyalty';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => sessionStore.set({ playerSessionId: null }));

describe('VIP club page', () => {
  it('shows the four tiers with levels, wager range, cashback, benefits and a badge, and the way in for a visitor', async () => {
    renderAsVisitor('/vip-program');
    // The first test of the file also pays for transforming the page's chunk.
    const tiers = await screen.findByTestId('vip-tiers', {}, { timeout: 15_000 });
    expect(
      within(tiers)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    const wager = (key: string) => screen.getByTestId(`vip-tier-wager-${key}`).textContent;
    expect(wager('bronze')).toBe('Wagered: €50,000.00 to €100,000.00');
    expect(wager('silver')).toBe('Wagered: €100,000.00 to €250,000.00');
    expect(wager('gold')).toBe('Wagered: €250,000.00 to €1,000,000.00');
    expect(wager('platinum')).toBe('Wagered: €1,000,000.00 to €12,000,000.00');
    const bronze = screen.getByTestId('vip-tier-bronze');
    expect(bronze.textContent).toContain('Levels 21–30');
    expect(bronze.textContent).toContain('Daily cashback: 30% of the house edge');
    expect(screen.getByTestId('vip-tier-platinum').textContent).toContain(
      'Daily cashback: 60% of the house edge',
    );
    // Each tier lists what differs: its daily rate and each week's and month's rewards (the slot by its title).
    await within(bronze).findByText(/10 free spins on Sun Temple/);
    expect(
      within(bronze)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Daily cashback: 30% of the house edge',
      'Every week: 5% cashback on net losses · €10.00 cash reward · 10 free spins on Sun Temple',
      'Every month: 2% cashback on net losses · €50.00 cash reward · 25 free spins on Sun Temple',
    ]);
    expect(screen.getByTestId('vip-tier-platinum-weekly').textContent).toBe(
      'Every week: 15% cashback on net losses · €100.00 cash reward · 50 free spins on Pearl Diver',
    );
    // What every tier shares is said once, above the tiers.
    expect(
      within(screen.getByTestId('vip-shared-benefits'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Daily cashback',
      'Level-up rewards',
      'A personal VIP host',
      'Weekly cashback',
      'Monthly cashback',
      'Weekly cash rewards',
      'Monthly cash rewards',
      'Free spins',
    ]);
    // Each tier has its own badge in its own colour.
    const badges = tiers.querySelectorAll('svg.tier-badge');
    expect([...badges].map((badge) => badge.getAttribute('data-tier'))).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
    ]);
    expect(tiers.querySelector('[aria-current]')).toBeNull();
    expect(screen.getByTestId('loyalty-join').textContent).toContain('From level 21 you are a VIP');
  }, 20_000);

  it("marks a VIP player's tier and says their current and next level", async () => {
    renderAsPlayer('/vip-program', {
      'GET /player/loyalty': ok(
        sampleLoyalty({
          level: 30,
          categoryKey: 'bronze',
          isVip: true,
          totalCp: '3900',
          cpGained: '100',
          nextLevel: { number: 31, requiredCp: '4000' },
          cpUntilNextLevel: '100',
          progress: 0.5,
        }),
      ),
    });
    const standing = await screen.findByTestId('vip-standing');
    expect(within(standing).getByTestId('vip-current-level').textContent).toBe('Level 30 · Bronze');
    // The last level of a category leads to the first of the next.
    expect(within(standing).getByTestId('vip-next-level').textContent).toBe(
      'Next: level 31 (Silver), 100\u00a0CP to go',
    );
    expect(standing.textContent).toContain('You are a VIP');
    expect(screen.getByTestId('vip-tier-bronze').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('vip-tier-silver').getAttribute('aria-current')).toBeNull();
    expect(screen.queryByTestId('loyalty-join')).toBeNull();
  });

  it('tells a player below level 21 how far VIP is', async () => {
    renderAsPlayer('/vip-program', { 'GET /player/loyalty': ok(sampleLoyalty()) });
    const standing = await screen.findByTestId('vip-standing');
    expect(standing.textContent).toContain('Reach level 21 to become a VIP.');
    expect(screen.getByTestId('vip-tiers').querySelector('[aria-current]')).toBeNull();
  });

  it("lists a VIP's weekly and monthly rewards paid: period, kind and amount", async () => {
    renderAsPlayer('/vip-program', {
      'GET /player/loyalty': ok(sampleLoyalty({ level: 22, categoryKey: 'bronze', isVip: true })),
      'GET /player/loyalty/vipRewards': ok({
        items: [
          {
            period: 'weekly',
            kind: 'weekly_cash',
            periodStart: '2026-03-09',
            tier: 'bronze',
            currency: 'EUR',
            amountMinor: '1000',
            status: 'paid',
          },
          {
            period: 'weekly',
            kind: 'weekly_cashback',
            periodStart: '2026-03-09',
            tier: 'bronze',
            currency: 'EUR',
            amountMinor: '253000',
            netLossMinor: '5060000',
            status: 'paid',
          },
          {
            period: 'weekly',
            kind: 'weekly_free_spins',
            periodStart: '2026-03-09',
            tier: 'bronze',
            currency: 'EUR',
            spins: 10,
            gameSlug: 'sun-temple',
            status: 'granted',
          },
          {
            period: 'monthly',
            kind: 'monthly_cash',
            periodStart: '2026-02-01',
            tier: 'bronze',
            currency: 'EUR',
            amountMinor: '5000',
            status: 'waiting',
          },
        ],
      }),
    });
    const list = await screen.findByTestId('vip-period-rewards');
    expect(within(list).getByRole('heading', { level: 2 }).textContent).toBe(
      'Weekly and monthly rewards paid',
    );
    const row = (key: string) => screen.getByTestId(`vip-period-reward-${key}`).textContent;
    expect(row('weekly_cashback-2026-03-09')).toBe('Week of 09/03/2026Cashback on net loss€2,530.00Paid');
    expect(row('weekly_cash-2026-03-09')).toBe('Week of 09/03/2026Cash reward€10.00Paid');
    expect(row('monthly_cash-2026-02-01')).toBe(
      'Month: February 2026Cash reward€50.00Waiting until your break ends',
    );
    expect(await within(list).findByText(/10 free spins on Sun Temple/)).toBeTruthy();
  });

  it('shows no period rewards list before the first one', async () => {
    renderAsPlayer('/vip-program', {
      'GET /player/loyalty': ok(sampleLoyalty()),
      'GET /player/loyalty/vipRewards': ok({ items: [] }),
    });
    await screen.findByTestId('vip-standing');
    expect(screen.queryByTestId('vip-period-rewards')).toBeNull();
  });
});
