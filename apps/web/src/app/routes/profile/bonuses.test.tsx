import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { fail, json, ok } from '@/test/fake-fetch';
import { sampleBonus, sampleCampaign, samplePlayerBonuses } from '@/test/sample-bonuses';
import { renderAsPlayer } from '@/test/sample-loyalty';
import { sampleBalance } from '@/test/sample-wallet';
import { sentBodies } from '@/test/render-feature';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  noticeStore.set([]);
  sessionStore.set({ playerSessionId: null });
});

/** Text with its non-breaking spaces as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const activeId = '5b0c7a52-3f3e-4c55-9d0e-000000000001';
const waitingId = '5b0c7a52-3f3e-4c55-9d0e-000000000002';

function wager(round: number) {
  return {
    round: `r-${round}`,
    instanceId: `inst-${round}`,
    gameName: 'Neon Fruits',
    provider: 'Nova Studio',
    wagerMinor: '200',
    contributionPercent: 100,
    pointContributionMinor: '200',
    kind: 'bet' as const,
    at: '2026-11-21T10:00:00.000Z',
  };
}

describe('profile / bonuses', () => {
  it("is where the header's Bonus entry leads", async () => {
    renderAsPlayer('/cashier/withdraw', { 'GET /player/bonuses': ok(samplePlayerBonuses()) });
    const header = await screen.findByTestId('site-header', {}, { timeout: 15_000 });
    fireEvent.click(await within(header).findByTestId('header-bonus'));
    expect(await screen.findByTestId('page-profile-bonuses', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByTestId('active-bonus-none')).toBeTruthy();
  });

  it('shows the active bonus: progress, money, limits, game groups and the rounds that counted', async () => {
    renderAsPlayer('/profile/bonuses', {
      'GET /player/bonuses': ok(samplePlayerBonuses({ active: sampleBonus() })),
      [`GET /player/bonuses/${activeId}/wagers`]: (request) => {
        const offset = Number(new URL(request.url).searchParams.get('offset'));
        return json(
          200,
          ok(
            offset === 0
              ? { wagers: [wager(2), wager(1)], limit: 2, offset: 0, hasMore: true }
              : {
                  wagers: [{ ...wager(0), contributionPercent: 10, pointContributionMinor: '20' }],
                  limit: 2,
                  offset: 2,
                  hasMore: false,
                },
          ).body,
        );
      },
    });
    const bar = await screen.findByRole('progressbar', {}, { timeout: 15_000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('34');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('€1,200.00 of €3,500.00 points');
    const fact = (key: string) => screen.getByTestId(`active-bonus-${key}`).textContent;
    expect(fact('balance')).toBe('€82.50');
    expect(fact('requirement')).toBe('€3,500.00');
    expect(fact('points-gained')).toBe('€1,200.00');
    expect(fact('open-bets')).toBe('1');
    expect(fact('max-bet')).toBe('€5.00');
    expect(fact('max-conversion')).toBe('€1,000.00');
    expect(fact('expiry')).toMatch(/20\/12\/2026/);
    // Percents as the page's language writes them, whatever the region (a player in Germany reading English: '100%').
    const groups = within(screen.getByTestId('active-bonus-contributions'));
    const row = (name: string) => plain(groups.getByText(name).closest('tr')?.textContent);
    expect(row('Slots')).toBe('Slots100%');
    expect(row('Live casino and tables')).toBe('Live casino and tables10%');
    // How much sportsbook bets count, and from which combined odds.
    expect(plain(screen.getByTestId('active-bonus-sportsbook').textContent)).toBe(
      'Sportsbook (combined odds from 1.8)50%',
    );

    await waitFor(() => expect(screen.getAllByTestId('bonus-wager-row')).toHaveLength(2));
    const first = screen.getAllByTestId('bonus-wager-row')[0]!;
    expect([...first.querySelectorAll('td')].slice(0, 7).map((cell) => plain(cell.textContent))).toEqual([
      'r-2',
      'inst-2',
      'Neon Fruits',
      'Nova Studio',
      '€2.00',
      '100%',
      '€2.00',
    ]);
    fireEvent.click(screen.getByTestId('bonus-wagers-load-more'));
    await waitFor(() => expect(screen.getAllByTestId('bonus-wager-row')).toHaveLength(3));
    expect(screen.queryByTestId('bonus-wagers-load-more')).toBeNull();
  });

  it('activates a waiting bonus, then shows it as active and refreshes the balance', async () => {
    let isActivated = false;
    let balanceCalls = 0;
    const waiting = sampleBonus({ id: waitingId, status: 'available', claimBy: '2026-12-01T00:00:00.000Z' });
    const view = renderAsPlayer('/profile/bonuses', {
      'GET /player/bonuses': () =>
        json(
          200,
          ok(
            samplePlayerBonuses(
              isActivated
                ? { active: { ...waiting, status: 'active' } }
                : {
                    available: [waiting],
                    past: [
                      sampleBonus({
                        id: activeId,
                        status: 'converted',
                        convertedMinor: '5000',
                        forfeitedMinor: '1250',
                      }),
                    ],
                  },
            ),
          ).body,
        ),
      [`GET /player/bonuses/${waitingId}/wagers`]: ok({ wagers: [], limit: 20, offset: 0, hasMore: false }),
      [`POST /player/bonuses/${waitingId}/activate`]: () => {
        isActivated = true;
        return json(200, ok({ bonus: { ...waiting, status: 'active' } }).body);
      },
      'GET /player/balance': () => {
        balanceCalls += 1;
        return json(200, ok(sampleBalance).body);
      },
    });
    const past = await screen.findByTestId('bonus-past-item', {}, { timeout: 15_000 });
    expect(within(past).getByTestId('bonus-past-converted').textContent).toBe('€50.00');
    expect(within(past).getByTestId('bonus-past-forfeited').textContent).toBe('€12.50');
    expect(screen.getByTestId('active-bonus-none')).toBeTruthy();
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(0));
    const before = balanceCalls;

    fireEvent.click(screen.getByTestId('bonus-activate'));
    await screen.findByTestId('active-bonus');
    expect(sentBodies(view.fetchFn, 'POST', `/player/bonuses/${waitingId}/activate`)).toHaveLength(1);
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before));
    expect(noticeStore.get().map((notice) => notice.message)).toContain(
      'Welcome bonus is now your active bonus.',
    );
  });

  it("shows the API's refusal of a promotion code under the field", async () => {
    const view = renderAsPlayer('/profile/bonuses', {
      'GET /player/bonuses': ok(samplePlayerBonuses()),
      'POST /player/bonuses/code': fail(404, 'bonus_code_unknown', 'This promotion code does not exist.'),
    });
    const input = await screen.findByTestId('bonus-code-input', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('bonus-code-submit'));
    expect(screen.getByTestId('bonus-code-error').textContent).toBe('Enter a promotion code.');

    fireEvent.change(input, { target: { value: ' spring25 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('bonus-code-error').textContent).toBe('This promotion code does not exist.'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(view.fetchFn, 'POST', '/player/bonuses/code')).toEqual([{ code: 'spring25' }]);
  });

  it('claims an offer with Activate Bonus, its terms written out', async () => {
    let isClaimed = false;
    const offer = sampleCampaign({
      slug: 'weekend-spins',
      activation: 'claim',
      kind: 'no_deposit',
      matchPercent: null,
      maxBonusMinor: null,
      minDepositMinor: null,
      amountMinor: '1000',
      name: 'Weekend treat',
    });
    const view = renderAsPlayer('/profile/bonuses', {
      'GET /player/bonuses': () =>
        json(
          200,
          ok(
            isClaimed
              ? samplePlayerBonuses({
                  available: [
                    sampleBonus({
                      id: waitingId,
                      status: 'available',
                      campaign: { slug: 'weekend-spins', name: 'Weekend treat', kind: 'no_deposit' },
                    }),
                  ],
                })
              : samplePlayerBonuses({ offers: [offer] }),
          ).body,
        ),
      'POST /player/bonuses/claim': () => {
        isClaimed = true;
        return json(
          200,
          ok({
            bonus: sampleBonus({
              id: waitingId,
              status: 'available',
              campaign: { slug: 'weekend-spins', name: 'Weekend treat', kind: 'no_deposit' },
            }),
          }).body,
        );
      },
    });
    const card = await screen.findByTestId('bonus-offer', {}, { timeout: 15_000 });
    expect(card.textContent).toContain(
      '€10.00 bonus money; wager the bonus 35 times within 30 days; slots count 100%, live casino and tables count 10%; sportsbook bets count 50% at combined odds of at least 1.8; maximum bet €5.00; at most €1,000.00 becomes cash; activate it within 7 days.',
    );
    fireEvent.click(within(card).getByTestId('bonus-offer-activate'));
    await screen.findByTestId('bonus-available-item');
    expect(screen.queryByTestId('bonus-offer')).toBeNull();
    expect(sentBodies(view.fetchFn, 'POST', '/player/bonuses/claim')).toEqual([
      { campaign: 'weekend-spins' },
    ]);
  });
});
