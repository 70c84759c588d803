import { describe, expect, it } from 'vitest';
import { cashierGuard, parseCashierRedirect, pathAfterSave } from './cashier-redirect';

describe('missing-profile redirect', () => {
  it('reads only deposit or withdraw from /profile/my-account/:redirect', () => {
    expect(parseCashierRedirect('deposit')).toBe('deposit');
    expect(parseCashierRedirect('withdraw')).toBe('withdraw');
    expect(parseCashierRedirect('casino')).toBeNull();
    expect(parseCashierRedirect(undefined)).toBeNull();
  });

  it('goes on to the cashier after a save only once nothing is missing', () => {
    expect(pathAfterSave('deposit', ['mobile'])).toBeNull();
    expect(pathAfterSave('deposit', [])).toBe('/cashier/deposit');
    expect(pathAfterSave('withdraw', [])).toBe('/cashier/withdraw');
    expect(pathAfterSave(null, [])).toBeNull();
  });

  it('sends a player with missing fields from the cashier to my-account with the redirect', async () => {
    const deps = (missing: string[]) => ({ isLoggedIn: () => true, getMissingFields: async () => missing });
    expect(await cashierGuard('deposit', deps(['fname', 'mobile']))).toBe('/profile/my-account/deposit');
    expect(await cashierGuard('withdraw', deps(['zip']))).toBe('/profile/my-account/withdraw');
    expect(await cashierGuard('deposit', deps([]))).toBeNull();
  });

  it('leaves visitors to the login guard and lets the player on when the check fails', async () => {
    let asked = false;
    const visitor = {
      isLoggedIn: () => false,
      getMissingFields: async () => {
        asked = true;
        return ['fname'];
      },
    };
    expect(await cashierGuard('deposit', visitor)).toBeNull();
    expect(asked).toBe(false);
    const failing = { isLoggedIn: () => true, getMissingFields: () => Promise.reject(new Error('down')) };
    expect(await cashierGuard('deposit', failing)).toBeNull();
  });
});
