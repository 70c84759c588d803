import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticeStore } from '@/lib/notifications';
import { sessionStore } from '@/lib/session';
import { fail, json, ok } from '@/test/fake-fetch';
import { renderAsPlayer, sampleLoyalty } from '@/test/sample-loyalty';
import { sampleBalance } from '@/test/sample-wallet';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  noticeStore.set([]);
  sessionStore.set({ playerSessionId: null });
});

const fact = (key: string) => screen.getByTestId(`cashback-${key}`).textContent;

/** A server whose cashback and balance move together when the claim is made, once. */
function cashbackServer() {
  let isClaimed = false;
  let claims = 0;
  return {
    claims: () => claims,
    routes: {
      'GET /player/loyalty': () =>
        json(
          200,
          ok(
            sampleLoyalty({
              cashback: {
                currency: 'EUR',
                availableMinor: isClaimed ? '0' : '123',
                accruingMinor: '45',
                canClaim: !isClaimed,
                nextClaimAt: isClaimed ? '2026-11-27T00:00:00.000Z' : null,
              },
            }),
          ).body,
        ),
      'GET /player/balance': () =>
        json(
          200,
          ok(
            isClaimed
              ? { ...sampleBalance, cash: '41.23', minor: { ...sampleBalance.minor, cash: '4123' } }
              : sampleBalance,
          ).body,
        ),
      'POST /player/cashback/claim': () => {
        claims += 1;
        if (isClaimed) return json(409, fail(409, 'cashback_already_claimed', 'Already claimed today').body);
        isClaimed = true;
        return json(200, ok({ claimedMinor: '123', currency: 'EUR' }).body);
      },
    },
  };
}

describe('profile / cashback', () => {
  it('shows total CP, level, CP gained, cashback available and CP until the next level', async () => {
    renderAsPlayer('/profile/cashback', { 'GET /player/loyalty': ok(sampleLoyalty()) });
    // The first test of the file also pays for transforming the page's chunk.
    await screen.findByTestId('cashback-panel', {}, { timeout: 15_000 });
    expect(fact('total-cp')).toBe('20\u00a0CP');
    expect(fact('level')).toBe('Level 2');
    expect(fact('cp-gained')).toBe('4\u00a0CP');
    expect(fact('available')).toBe('€1.23');
    expect(fact('accruing')).toBe('€0.45');
    expect(fact('until-next')).toBe('4\u00a0CP to level 3');
    expect((screen.getByTestId('claim-cashback') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('cashback-reason')).toBeNull();
  }, 20_000);

  it('claims once: the header balance moves, the button then says why it is disabled', async () => {
    const server = cashbackServer();
    renderAsPlayer('/profile/cashback', server.routes);
    const header = await screen.findByTestId('site-header');
    // The player holds bonus money, so the header shows cash and bonus apart.
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance-cash').textContent).toContain('€40.00'),
    );
    const claim = await screen.findByTestId('claim-cashback');
    fireEvent.click(claim);

    // The header follows the claim (cash 41.23, bonus still 2.50), without a reload.
    await waitFor(() =>
      expect(within(header).getByTestId('header-balance-cash').textContent).toContain('€41.23'),
    );
    expect(within(header).getByTestId('header-balance-bonus').textContent).toContain('€2.50');
    expect(server.claims()).toBe(1);
    await waitFor(() =>
      expect(noticeStore.get().map((notice) => notice.message)).toContain(
        'Cashback of €1.23 added to your balance.',
      ),
    );
    await waitFor(() =>
      expect((screen.getByTestId('claim-cashback') as HTMLButtonElement).disabled).toBe(true),
    );
    expect(fact('available')).toBe('€0.00');
    const reason = screen.getByTestId('cashback-reason');
    expect(reason.getAttribute('data-reason')).toBe('nothingToClaim');
    // The next UTC midnight, in the page's own time zone and the player's region (en + DE).
    expect(reason.textContent).toMatch(/today's €0\.45 can be claimed from \d{2}\/\d{2}\/2026, \d{2}:\d{2}/);
    fireEvent.click(screen.getByTestId('claim-cashback'));
    expect(server.claims()).toBe(1);
  });

  it('is disabled with the reason when nothing has accrued', async () => {
    renderAsPlayer('/profile/cashback', {
      'GET /player/loyalty': ok(
        sampleLoyalty({
          cashback: {
            currency: 'EUR',
            availableMinor: '0',
            accruingMinor: '0',
            canClaim: false,
            nextClaimAt: '2026-11-27T00:00:00.000Z',
          },
        }),
      ),
    });
    const button = (await screen.findByTestId('claim-cashback')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('cashback-reason');
    expect(screen.getByTestId('cashback-reason').textContent).toBe(
      'Nothing to claim yet: cashback accrues with every real-money bet and can be claimed the next day.',
    );
  });

  it('is disabled with the reason when an amount waits but today’s claim was made', async () => {
    renderAsPlayer('/profile/cashback', {
      'GET /player/loyalty': ok(
        sampleLoyalty({
          cashback: {
            currency: 'EUR',
            availableMinor: '50',
            accruingMinor: '0',
            canClaim: false,
            nextClaimAt: '2026-11-27T00:00:00.000Z',
          },
        }),
      ),
    });
    const reason = await screen.findByTestId('cashback-reason');
    expect(reason.getAttribute('data-reason')).toBe('alreadyClaimed');
    expect(reason.textContent).toMatch(
      /^You have claimed today's cashback\. The next claim opens \d{2}\/\d{2}\/2026, \d{2}:\d{2}\.$/,
    );
    expect((screen.getByTestId('claim-cashback') as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal when the claim is refused", async () => {
    renderAsPlayer('/profile/cashback', {
      'GET /player/loyalty': ok(sampleLoyalty()),
      'POST /player/cashback/claim': fail(
        409,
        'cashback_already_claimed',
        'You have already claimed your cashback today',
      ),
    });
    fireEvent.click(await screen.findByTestId('claim-cashback'));
    await waitFor(() =>
      expect(noticeStore.get().map((notice) => notice.message)).toContain(
        'You have already claimed your cashback today',
      ),
    );
  });

  it("lists a VIP's weekly and monthly rewards paid under the cashback", async () => {
    renderAsPlayer('/profile/cashback', {
      'GET /player/loyalty': ok(sampleLoyalty({ level: 41, categoryKey: 'gold', isVip: true })),
      'GET /player/loyalty/vipRewards': ok({
        items: [
          {
            period: 'monthly',
            kind: 'monthly_cashback',
            periodStart: '2026-10-01',
            tier: 'gold',
            currency: 'EUR',
            amountMinor: '4000',
            netLossMinor: '100000',
            status: 'paid',
          },
        ],
      }),
    });
    const list = await screen.findByTestId('vip-period-rewards');
    expect(within(list).getByTestId('vip-period-reward-monthly_cashback-2026-10-01').textContent).toBe(
      'Month: October 2026Cashback on net loss€40.00Paid',
    );
  });
});
