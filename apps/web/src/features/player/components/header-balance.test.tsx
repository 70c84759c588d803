import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { setPlayerSession } from '@/lib/session';
import { ok } from '@/test/fake-fetch';
import { renderFeature } from '@/test/render-feature';
import { sampleBalance } from '@/test/sample-wallet';
import { HeaderBalance } from './header-balance';

beforeAll(async () => {
  await i18n.loadNamespaces(['cashier']);
});

describe('HeaderBalance', () => {
  it('shows one balance in the account currency while there is no bonus money', async () => {
    setPlayerSession('session-1');
    renderFeature(<HeaderBalance />, {
      'GET /player/balance': ok({ ...sampleBalance, cash: '0.10', bonus: '0.00' }),
    });
    const balance = await screen.findByTestId('header-balance');
    expect(balance.textContent).toBe('Balance €0.10');
    expect(balance.getAttribute('title')).toBe('Cash €0.10, bonus €0.00');
    expect(screen.queryByTestId('header-balance-bonus')).toBeNull();
  });

  it('shows cash and bonus apart while the player holds bonus money', async () => {
    setPlayerSession('session-1');
    renderFeature(<HeaderBalance />, {
      'GET /player/balance': ok({ ...sampleBalance, cash: '0.10', bonus: '0.20' }),
    });
    const balance = await screen.findByTestId('header-balance');
    expect(screen.getByTestId('header-balance-cash').textContent).toBe('Cash €0.10');
    expect(screen.getByTestId('header-balance-bonus').textContent).toBe('Bonus €0.20');
    expect(balance.getAttribute('title')).toBe('Cash €0.10, bonus €0.20');
  });

  it('shows nothing while the balance is unknown', async () => {
    setPlayerSession('session-1');
    renderFeature(<HeaderBalance />, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('header-balance')).toBeNull();
  });
});
