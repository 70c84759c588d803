import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import type { WithdrawalLink } from '@/lib/wallet-types';
import WithdrawLinkPage from './withdraw-link';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier']);
});

const link: WithdrawalLink = {
  transId: 'w-1',
  amount: '25.00',
  currency: 'EUR',
  expiresAt: '2099-01-01T00:00:00.000Z',
  status: 'awaiting_address',
  cryptoCurrency: null,
  currencies: [
    { code: 'BTC', name: 'Bitcoin', needsMemoTag: false },
    { code: 'XRP', name: 'XRP', needsMemoTag: true },
  ],
};
const url = '/withdraw-link/tok-1';
const routeOf = (routes: Parameters<typeof renderFeature>[1]) =>
  renderFeature(<WithdrawLinkPage />, routes, url, '/withdraw-link/:token');

describe('WithdrawLinkPage', () => {
  it('asks for the memo tag only for a currency that needs one, and checks both fields', async () => {
    const { fetchFn } = routeOf({ 'GET /withdrawalLink/tok-1': ok(link) });
    await screen.findByTestId('withdraw-link-currency');
    expect(screen.queryByTestId('withdraw-link-memo')).toBeNull();
    fireEvent.change(screen.getByTestId('withdraw-link-currency'), { target: { value: 'XRP' } });
    fireEvent.click(screen.getByTestId('withdraw-link-submit'));
    expect(await screen.findByText('Enter the address.')).toBeTruthy();
    expect(screen.getByText('Enter the memo tag.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('withdraw-link-memo'), { target: { value: '12ab' } });
    expect(
      screen.getByText('The memo tag is a number of up to 10 digits (at most 4294967295).'),
    ).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/withdrawalLink/tok-1')).toEqual([]);
  });

  it("shows the server's word on a bad address, then the thanks once accepted", async () => {
    let attempts = 0;
    const { fetchFn } = routeOf({
      'GET /withdrawalLink/tok-1': ok(link),
      'POST /withdrawalLink/tok-1': async () => {
        attempts += 1;
        const answer =
          attempts === 1
            ? fail(400, 'invalid_address', 'server words')
            : ok({ ...link, status: 'processing', cryptoCurrency: 'BTC' });
        return Response.json(answer.body, { status: 'status' in answer ? answer.status : 200 });
      },
    });
    fireEvent.change(await screen.findByTestId('withdraw-link-address'), {
      target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    fireEvent.click(screen.getByTestId('withdraw-link-submit'));
    expect((await screen.findByTestId('withdraw-link-refusal')).textContent).toBe(
      'This address is not valid for the chosen currency.',
    );
    fireEvent.click(screen.getByTestId('withdraw-link-submit'));
    expect(await screen.findByText('Thank you: your withdrawal is on its way.')).toBeTruthy();
    expect(sentBodies(fetchFn, 'POST', '/withdrawalLink/tok-1').at(-1)).toEqual({
      cryptoCurrency: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
  });

  it('explains an invalid or expired link', async () => {
    routeOf({ 'GET /withdrawalLink/tok-1': fail(410, 'withdrawal_link_invalid') });
    expect(
      await screen.findByText(
        'This withdrawal link is invalid or has expired (links are valid for 24 hours).',
      ),
    ).toBeTruthy();
  });
});
