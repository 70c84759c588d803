import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authDialogStore } from '@/features/session/auth-dialog-store';
import { sessionStore } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderAsPlayer, renderAsVisitor, sampleLoyalty } from '@/test/sample-loyalty';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  authDialogStore.set(null);
  sessionStore.set({ playerSessionId: null });
});

const row = (level: number) => screen.getByTestId(`level-row-${level}`);
const cells = (level: number) =>
  within(row(level))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('rewards page', () => {
  it('shows a visitor the level table by category with each reward, How It Works, and Log in / Sign up', async () => {
    renderAsVisitor('/rewards');
    await screen.findByTestId('level-table', {}, { timeout: 15_000 });
    // Five categories, sixty levels, as the rules define them.
    for (const [key, count] of [
      ['art', 20],
      ['bronze', 10],
      ['silver', 10],
      ['gold', 10],
      ['platinum', 10],
    ] as const)
      expect(within(screen.getByTestId(`level-group-${key}`)).getAllByRole('row')).toHaveLength(count + 1);
    expect(within(screen.getByTestId('level-group-bronze')).getByRole('heading').textContent).toContain(
      'Levels 21–30',
    );
    // Free spins name the slot by its catalogue title, once the list has answered.
    await waitFor(() => expect(cells(1)).toEqual(['10\u00a0CP', '10 free spins on Neon Fruits']));
    expect(cells(5)).toEqual(['80\u00a0CP', '30 free spins on Pearl Diver']);
    expect(cells(6)).toEqual(['120\u00a0CP', '€6.00']);
    expect(cells(20)).toEqual(['1,840\u00a0CP', '€20.00']);
    expect(cells(21)).toEqual(['2,000\u00a0CP', '€21.00']);
    expect(cells(51)).toEqual(['40,000\u00a0CP', '€100.00']);
    expect(cells(60)).toEqual(['480,000\u00a0CP', '€250.00']);
    // Nothing is marked as reached for a visitor.
    expect(screen.getByTestId('level-table').querySelector('[data-reached], [aria-current]')).toBeNull();

    const how = screen.getByTestId('how-it-works');
    expect(within(how).getByRole('heading').textContent).toBe('How It Works');
    expect(how.textContent).toContain('1\u00a0CP (cash point) for every €25.00 wagered');
    expect(how.textContent).toContain('count 20% of the wager');
    // The sportsbook's share and odds as the loyalty rules apply them, with the way to the sportsbook.
    const sportsbook = within(how).getByTestId('how-it-works-sportsbook');
    expect(sportsbook.textContent).toContain(
      'Sportsbook bets count 20% of the stake at combined odds of at least 1.2',
    );
    expect(within(sportsbook).getByRole('link').getAttribute('href')).toBe('/sportsbook');
    expect(how.textContent).toContain('Levels only go up');
    expect(how.textContent).toContain('pays its reward once');
    expect(how.textContent).toContain('10% to 60%');
    expect(screen.queryByTestId('loyalty-progress')).toBeNull();

    fireEvent.click(screen.getByTestId('loyalty-signup'));
    expect(authDialogStore.get()).toBe('signup');
    fireEvent.click(screen.getByTestId('loyalty-login'));
    expect(authDialogStore.get()).toBe('login');
    // The first test of the file also pays for transforming the page's chunk.
  }, 20_000);

  it("writes cash rewards in a visitor's likely currency by the rules' EUR equivalent", async () => {
    localStorage.setItem('user-country2', 'NO');
    renderAsVisitor('/rewards');
    await screen.findByTestId('level-table');
    // EUR 6 is NOK 60, EUR 250 NOK 2,500; 1 CP per EUR 25 is NOK 250 (written as English is, in Norway too).
    const nok = (text: string | null | undefined) => text?.replace(/[\s\u00a0\u202f]/g, ' ');
    expect(nok(cells(6)[1])).toBe('NOK 60.00');
    expect(nok(cells(60)[1])).toBe('NOK 2,500.00');
    expect(nok(screen.getByTestId('how-it-works').textContent)).toContain('every NOK 250.00 wagered');
  });

  it("shows a player's level, CP, next level and progress, and marks the level in the table", async () => {
    renderAsPlayer('/rewards', {
      'GET /player/loyalty': ok(
        sampleLoyalty({
          level: 2,
          totalCp: '20',
          cpGained: '4',
          nextLevel: { number: 3, requiredCp: '24' },
          cpUntilNextLevel: '4',
          progress: 0.5,
        }),
      ),
    });
    const progress = await screen.findByTestId('loyalty-progress');
    expect(within(progress).getByTestId('loyalty-level').textContent).toBe('Level 2');
    expect(progress.textContent).toContain('Art');
    expect(within(progress).getByTestId('loyalty-total-cp').textContent).toBe('20\u00a0CP');
    expect(within(progress).getByTestId('loyalty-next-level').textContent).toBe('Level 3 at 24\u00a0CP');
    expect(within(progress).getByTestId('loyalty-until-next').textContent).toBe('4\u00a0CP to level 3');
    const bar = within(progress).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-label')).toBe('50% of the way to level 3');
    expect(row(2).getAttribute('aria-current')).toBe('step');
    expect(row(1).hasAttribute('data-reached')).toBe(true);
    expect(row(3).hasAttribute('data-reached')).toBe(false);
    expect(screen.queryByTestId('loyalty-join')).toBeNull();
  });

  it('shows CP with one decimal below 10, in the language of the page', async () => {
    renderAsPlayer('/rewards', {
      'GET /player/loyalty': ok(sampleLoyalty({ level: 0, totalCp: '2', totalCpTenths: '24' })),
    });
    const progress = await screen.findByTestId('loyalty-progress');
    expect(within(progress).getByTestId('loyalty-total-cp').textContent).toBe('2.4\u00a0CP');
  });

  it("lists the player's own rewards with the slot's title and whether each is paid", async () => {
    renderAsPlayer('/rewards', {
      'GET /player/loyalty': ok(sampleLoyalty({ level: 6, totalCp: '130' })),
      'GET /player/loyalty/rewards': ok({
        items: [
          {
            level: 6,
            kind: 'cash',
            amountMinor: '600',
            currency: 'EUR',
            status: 'waiting',
            at: '2026-11-25T10:00:00.000Z',
          },
          {
            level: 2,
            kind: 'freeSpins',
            spins: 20,
            gameSlug: 'sun-temple',
            status: 'granted',
            at: '2026-11-24T10:00:00.000Z',
          },
        ],
      }),
    });
    const mine = await screen.findByTestId('player-rewards');
    await waitFor(() =>
      expect(within(mine).getByTestId('player-reward-2').textContent).toContain(
        '20 free spins on Sun Temple',
      ),
    );
    expect(within(mine).getByTestId('player-reward-2').textContent).toContain('Granted · 24/11/2026');
    expect(within(mine).getByTestId('player-reward-6').textContent).toContain('€6.00');
    expect(within(mine).getByTestId('player-reward-6').textContent).toContain(
      'Waiting until your break ends',
    );
  });

  it('says so at level 60, where there is no next level', async () => {
    renderAsPlayer('/rewards', {
      'GET /player/loyalty': ok(
        sampleLoyalty({
          level: 60,
          categoryKey: 'platinum',
          isVip: true,
          totalCp: '500000',
          cpGained: '20000',
          nextLevel: null,
          cpUntilNextLevel: null,
          progress: 1,
        }),
      ),
    });
    const progress = await screen.findByTestId('loyalty-progress');
    // The sample player lives in Germany and reads English: English words and digits.
    expect(within(progress).getByTestId('loyalty-total-cp').textContent).toBe('500,000\u00a0CP');
    expect(within(progress).getByTestId('loyalty-next-level').textContent).toBe('None');
    expect(within(progress).getByTestId('loyalty-until-next').textContent).toBe(
      'You have reached the highest level.',
    );
    expect(progress.textContent).toContain('Platinum');
    expect(progress.textContent).toContain('VIP');
  });
});
