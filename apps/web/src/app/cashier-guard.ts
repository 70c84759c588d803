import { redirect } from 'react-router';
import { getMissingProfile } from '@/features/account/api/get-missing-profile';
import { cashierGuard, type CashierKind } from '@/features/account/cashier-redirect';
import { isLoggedIn } from '@/lib/session';

/** Deposit and withdraw: a profile with missing fields goes to my-account first (spec section 2). */
export function cashierProfileLoader(kind: CashierKind) {
  return async (): Promise<Response | null> => {
    const target = await cashierGuard(kind, {
      isLoggedIn: () => isLoggedIn(),
      getMissingFields: async () => (await getMissingProfile()).missing,
    });
    return target ? redirect(target) : null;
  };
}
