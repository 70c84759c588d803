import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderAs } from '../../test/staff-screens';
import { WithdrawalsPage } from './withdrawals-page';

const risk = {
  deposited: '50.00',
  withdrawn: '100.00',
  withdrawalToDepositRatio: '2.40',
  // Flagged by the server against the operator's threshold; the screen shows what it was told.
  ratioFlagged: true,
  activeBonus: false,
  bonusConvertedRecently: true,
  bonusDays: 14,
  newAddress: false,
  newCountry: true,
  lastCountry: 'BR',
  previousCountry: 'DE',
  kycStatus: 'not_verified',
  casinoNet: '-7.00',
  sportsbookNet: '12.50',
};

function withdrawal(id: string, overrides: object = {}) {
  return {
    id,
    playerId: '55555555-5555-4555-8555-555555555555',
    username: `player-${id}`,
    amount: '20.00',
    currency: 'EUR',
    method: 'BTC',
    status: 'requested',
    cryptoCurrency: null,
    address: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    processedAt: null,
    firstApprovedBy: null,
    needsSecondApproval: false,
    risk,
    ...overrides,
  };
}

describe('withdrawal queue risk signals', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains each signal in words on its card, marks the ones to look at, from one call for the page', async () => {
    const calls = fakeStaffApi({
      'GET /staff/v1/withdrawals': {
        withdrawals: [
          withdrawal('w1'),
          withdrawal('w2', {
            risk: {
              ...risk,
              withdrawalToDepositRatio: null,
              deposited: '0.00',
              withdrawn: '0.00',
              bonusConvertedRecently: false,
              newCountry: null,
              lastCountry: null,
              previousCountry: null,
              kycStatus: 'verified',
              casinoNet: '0.00',
              sportsbookNet: '0.00',
            },
          }),
        ],
      },
    });
    renderAs(['withdrawals.read'], '/', <WithdrawalsPage />, '/');
    const [first, second] = await screen.findAllByTestId('withdrawal');
    const signal = (card: HTMLElement, key: string) => within(card).getByTestId(`risk-${key}`).textContent;
    expect(first!.querySelector('.amount')!.textContent).toBe('€20.00');

    expect(within(first!).getByText('Risk signals (4 to look at)')).toBeTruthy();
    expect(signal(first!, 'ratio')).toBe(
      'Look: Takes out 2.40 × what was deposited (€50.00 deposited, €100.00 paid out before).',
    );
    expect(signal(first!, 'bonus')).toBe('Look: Turned a bonus into cash in the last 14 days.');
    expect(signal(first!, 'address')).toBe('Same address as the log-in before.');
    expect(signal(first!, 'country')).toBe('Look: Country changed between the last two sessions: DE → BR.');
    expect(signal(first!, 'kyc')).toBe('Look: Identity not verified (KYC).');
    expect(signal(first!, 'casino')).toBe('In the casino, the player is down €7.00.');
    expect(signal(first!, 'sportsbook')).toBe('In the sportsbook, the player is up €12.50.');

    expect(signal(second!, 'ratio')).toBe(
      'Look: No deposit on record: the money to withdraw came from somewhere else (bonus, adjustment or winnings on it).',
    );
    expect(signal(second!, 'country')).toBe('Country of the last sessions unknown.');
    expect(signal(second!, 'kyc')).toBe('Identity verified (KYC).');
    expect(signal(second!, 'casino')).toBe('In the casino, no result yet.');
    // The signals came with the page: one call, none per card.
    expect(calls.map((call) => call.url)).toEqual(['/staff/v1/withdrawals?status=requested']);
  });
});
