import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { fail, ok } from '@/test/fake-fetch';
import { renderFeature, sentBodies } from '@/test/render-feature';
import { sampleBonus, samplePlayerBonuses } from '@/test/sample-bonuses';
import { samplePlayer } from '@/test/sample-player';
import { sampleBalance, sampleMethods, samplePending } from '@/test/sample-wallet';
import WithdrawPage from './withdraw';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier', 'pages', 'bonuses']);
});

beforeEach(() => {
  setPlayerSession('session-1');
});

const base = {
  'GET /player': ok({ ...samplePlayer, first_deposit: '50.00' }),
  'GET /player/balance': ok(sampleBalance),
  'GET /player/withdrawalMethods': ok({ methods: sampleMethods }),
  'GET /player/transactions/pendingWithdrawals': ok({ withdrawals: [] }),
  'POST /player/withdraw': ok(samplePending('a0000000-0000-4000-8000-000000000001', { amount: '25.00' })),
};

async function requestWithdrawal(amount: string) {
  fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('withdraw-submit'));
}

describe('WithdrawPage while a bonus is active', () => {
  it('warns that the bonus balance will be lost and sends forfeitBonus only once the player ticks the box', async () => {
    const { fetchFn } = renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/bonuses': ok(samplePlayerBonuses({ active: sampleBonus({ balanceMinor: '8250' }) })),
    });
    const warning = await screen.findByTestId('withdraw-bonus-warning');
    expect(warning.textContent).toContain(
      'You have an active bonus. A withdrawal now forfeits your bonus balance of €82.50: it will be lost.',
    );
    const confirm = screen.getByTestId('withdraw-forfeit-confirm') as HTMLInputElement;
    expect(confirm.checked).toBe(false);

    await requestWithdrawal('25');
    expect(screen.getByTestId('withdraw-forfeit-error').textContent).toBe(
      'Tick the box to confirm that the bonus balance will be lost, or keep playing to complete the wagering first.',
    );
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchFn, 'POST', '/player/withdraw')).toEqual([]);

    fireEvent.click(confirm);
    expect(screen.getByTestId('withdraw-forfeit-error').textContent).toBe('');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-success')).textContent).toContain('Withdrawal requested.');
    expect(sentBodies(fetchFn, 'POST', '/player/withdraw')).toEqual([
      { method: 'BTC', amount: '25', forfeitBonus: true },
    ]);
  });

  it('sends no forfeitBonus without an active bonus, and shows no warning', async () => {
    const { fetchFn } = renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/bonuses': ok(samplePlayerBonuses()),
    });
    await requestWithdrawal('25');
    await screen.findByTestId('withdraw-success');
    expect(screen.queryByTestId('withdraw-bonus-warning')).toBeNull();
    expect(sentBodies(fetchFn, 'POST', '/player/withdraw')).toEqual([{ method: 'BTC', amount: '25' }]);
  });

  it("shows the server's refusal when the bonus became active after the page loaded", async () => {
    renderFeature(<WithdrawPage />, {
      ...base,
      'GET /player/bonuses': ok(samplePlayerBonuses()),
      'POST /player/withdraw': fail(
        409,
        'bonus_forfeit_unconfirmed',
        'Confirm that your bonus will be lost.',
      ),
    });
    await requestWithdrawal('25');
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-error').textContent).toBe('Confirm that your bonus will be lost.'),
    );
  });
});
