import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { sampleCampaign, samplePlayerBonuses } from '@/test/sample-bonuses';
import { renderAsPlayer, renderAsVisitor } from '@/test/sample-loyalty';

// These tests render the whole app; on a busy machine a screen's first paint can pass the defaults.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  sessionStore.set({ playerSessionId: null });
});

const freeSpins = sampleCampaign({
  slug: 'sun-spins',
  kind: 'free_spins',
  activation: 'claim',
  name: 'Sun spins',
  matchPercent: null,
  maxBonusMinor: null,
  minDepositMinor: null,
  freeSpins: { gameSlug: 'sun-temple', gameName: 'Sun Temple', count: 20, valueMinor: '20' },
  wageringMultiple: 1,
  contributions: [{ group: 'slots', percent: 100 }],
  sportsbook: { percent: 0, minOdds: '1.5' },
  maxBetMinor: null,
  maxConversionMinor: null,
  claimDays: 1,
});

describe('bonus promotion pages', () => {
  it('lists the deposit bonuses (deposit match and reload only) with their terms and Deposit now', async () => {
    renderAsVisitor('/deposit-bonus', {
      'GET /bonusCampaigns': ok({
        campaigns: [
          sampleCampaign(),
          sampleCampaign({ slug: 'friday', kind: 'reload', name: 'Friday reload' }),
          freeSpins,
        ],
      }),
    });
    const list = await screen.findByTestId('bonus-campaigns', {}, { timeout: 15_000 });
    const cards = within(list).getAllByTestId('bonus-campaign');
    expect(cards.map((card) => card.getAttribute('data-slug'))).toEqual(['welcome', 'friday']);
    const action = within(cards[0]!).getByTestId('bonus-campaign-action');
    expect(action.textContent).toBe('Deposit now');
    expect(action.getAttribute('href')).toBe('/cashier/deposit?bonus=welcome');
    expect(within(cards[0]!).getByTestId('bonus-campaign-details').getAttribute('href')).toBe(
      '/deposit-bonus/welcome',
    );
  });

  it('hides from a logged-in player the deposit bonuses they can no longer take, and says so on the page', async () => {
    const friday = sampleCampaign({ slug: 'friday', kind: 'reload', name: 'Friday reload' });
    const byCode = sampleCampaign({ slug: 'vip-code', activation: 'code', name: 'Code bonus' });
    renderAsPlayer('/deposit-bonus', {
      'GET /bonusCampaigns': ok({ campaigns: [sampleCampaign(), friday, byCode] }),
      // The welcome bonus is one per player and already had: it is not among the player's offers.
      'GET /player/bonuses': ok(samplePlayerBonuses({ depositOffers: [friday] })),
    });
    const list = await screen.findByTestId('bonus-campaigns', {}, { timeout: 15_000 });
    await vi.waitFor(() =>
      expect(
        within(list)
          .getAllByTestId('bonus-campaign')
          .map((card) => card.getAttribute('data-slug')),
      ).toEqual(['friday', 'vip-code']),
    );
  });

  it('tells a logged-in player on its page that an offer is no longer theirs, without Deposit now', async () => {
    renderAsPlayer('/deposit-bonus/welcome', {
      'GET /bonusCampaigns/welcome': ok(sampleCampaign()),
      'GET /player/bonuses': ok(samplePlayerBonuses()),
    });
    const taken = await screen.findByTestId('bonus-campaign-taken', {}, { timeout: 15_000 });
    expect(taken.textContent).toBe('You have already taken this offer, or it is not open to your account.');
    expect(screen.queryByTestId('bonus-campaign-action')).toBeNull();
  });

  it('writes a deposit bonus page’s terms in plain words', async () => {
    renderAsVisitor('/deposit-bonus/welcome', { 'GET /bonusCampaigns/welcome': ok(sampleCampaign()) });
    const terms = await screen.findByTestId('bonus-campaign-terms', {}, { timeout: 15_000 });
    expect(terms.textContent).toBe(
      '100% up to €200.00 on a deposit of at least €20.00; wager the bonus 35 times within 30 days; slots count 100%, live casino and tables count 10%; sportsbook bets count 50% at combined odds of at least 1.8; maximum bet €5.00; at most €1,000.00 becomes cash.',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'The terms in plain words' })).toBeTruthy();
  });

  it('writes a free-spin page’s terms, one day to activate, with Play now', async () => {
    renderAsVisitor('/free-spin/sun-spins', { 'GET /bonusCampaigns/sun-spins': ok(freeSpins) });
    const terms = await screen.findByTestId('bonus-campaign-terms', {}, { timeout: 15_000 });
    expect(terms.textContent).toBe(
      '20 free spins on Sun Temple worth €0.20 each; wager the bonus 1 time within 30 days; slots count 100%; sportsbook bets do not count; activate it within 1 day.',
    );
    expect(screen.getByTestId('bonus-campaign-action').textContent).toBe('Play now');
  });

  it('says so when the campaign has ended', async () => {
    renderAsVisitor('/deposit-bonus/gone', {
      'GET /bonusCampaigns/gone': fail(404, 'bonus_not_found', 'Not found'),
    });
    const missing = await screen.findByTestId('bonus-campaign-missing', {}, { timeout: 15_000 });
    expect(missing.textContent).toContain('This promotion has ended or does not exist.');
  });
});
