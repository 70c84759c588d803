import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { sampleCampaign, samplePlayerBonuses } from '@/test/sample-bonuses';
import { samplePlayer } from '@/test/sample-player';
import { sampleBalance, sampleInvoice } from '@/test/sample-wallet';
import DepositPage from './deposit';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier', 'pages', 'bonuses']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const routes = {
  'GET /player': ok(samplePlayer),
  'GET /player/balance': ok(sampleBalance),
  'GET /player/bonuses': ok(
    samplePlayerBonuses({
      depositOffers: [
        sampleCampaign(),
        sampleCampaign({ slug: 'reload', kind: 'reload', name: 'Friday reload', matchPercent: 50 }),
      ],
    }),
  ),
  'POST /player/deposit': ok(sampleInvoice),
};

async function deposit(amount: string) {
  fireEvent.change(await screen.findByTestId('deposit-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('deposit-submit'));
  await screen.findByTestId('deposit-invoice');
}

describe('DepositPage bonus choice', () => {
  it('offers the deposit bonuses with their terms, "No bonus" first and chosen, and sends the one picked', async () => {
    const { fetchFn } = renderFeature(<DepositPage />, routes, '/cashier/deposit');
    const choice = await screen.findByTestId('deposit-bonus-choice');
    const labels = within(choice)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels[0]).toBe('No bonus');
    expect(labels[1]).toBe(
      'Welcome bonus100% up to €200.00 on a deposit of at least €20.00; wager the bonus 35 times within 30 days; slots count 100%, live casino and tables count 10%; sportsbook bets count 50% at combined odds of at least 1.8; maximum bet €5.00; at most €1,000.00 becomes cash.',
    );
    expect(labels[2]).toContain('Friday reload50% up to €200.00');
    expect((screen.getByTestId('deposit-bonus-none') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByTestId('deposit-bonus-welcome'));
    await deposit('25');
    expect(sentBodies(fetchFn, 'POST', '/player/deposit')).toEqual([
      { currency: 'BTC', amount: '25', bonusCampaign: 'welcome' },
    ]);
  });

  it('sends no bonus when "No bonus" stays chosen', async () => {
    const { fetchFn } = renderFeature(<DepositPage />, routes, '/cashier/deposit');
    await screen.findByTestId('deposit-bonus-choice');
    await deposit('25');
    expect(sentBodies(fetchFn, 'POST', '/player/deposit')).toEqual([{ currency: 'BTC', amount: '25' }]);
  });

  it("starts with the promotion page's bonus chosen, and drops one that is not on offer", async () => {
    const first = renderFeature(<DepositPage />, routes, '/cashier/deposit?bonus=reload', '/cashier/deposit');
    await screen.findByTestId('deposit-bonus-choice');
    expect((screen.getByTestId('deposit-bonus-reload') as HTMLInputElement).checked).toBe(true);
    first.unmount();

    const { fetchFn } = renderFeature(
      <DepositPage />,
      routes,
      '/cashier/deposit?bonus=ended',
      '/cashier/deposit',
    );
    await screen.findByTestId('deposit-bonus-choice');
    expect((screen.getByTestId('deposit-bonus-none') as HTMLInputElement).checked).toBe(true);
    await deposit('25');
    expect(sentBodies(fetchFn, 'POST', '/player/deposit')).toEqual([{ currency: 'BTC', amount: '25' }]);
  });

  it('adds a bonus by promotion code without submitting the deposit, refusals shown under the field', async () => {
    const { fetchFn } = renderFeature(
      <DepositPage />,
      {
        ...routes,
        'POST /player/bonuses/code': fail(410, 'bonus_code_expired', 'This promotion code has expired.'),
      },
      '/cashier/deposit',
    );
    const input = await screen.findByTestId('deposit-bonus-code-input');
    fireEvent.change(input, { target: { value: 'OLD10' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByTestId('deposit-bonus-code-error').textContent).toBe(
        'This promotion code has expired.',
      ),
    );
    expect(sentBodies(fetchFn, 'POST', '/player/bonuses/code')).toEqual([{ code: 'OLD10' }]);
    expect(sentBodies(fetchFn, 'POST', '/player/deposit')).toEqual([]);
  });
});
