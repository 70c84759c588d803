import { paths } from '@/config/paths';

export const cashierKinds = ['deposit', 'withdraw'] as const;
export type CashierKind = (typeof cashierKinds)[number];

/** The `:redirect` of /profile/my-account/:redirect; anything but deposit or withdraw is ignored. */
export function parseCashierRedirect(value: string | undefined): CashierKind | null {
  return (cashierKinds as readonly string[]).includes(value ?? '') ? (value as CashierKind) : null;
}

export function cashierPath(kind: CashierKind): string {
  return kind === 'deposit' ? paths.deposit.href() : paths.withdraw.href();
}

/** Where the player goes after a save on my-account: on to the cashier once nothing is missing. */
export function pathAfterSave(kind: CashierKind | null, missing: readonly string[]): string | null {
  return kind && missing.length === 0 ? cashierPath(kind) : null;
}

export interface CashierGuardDeps {
  isLoggedIn: () => boolean;
  getMissingFields: () => Promise<readonly string[]>;
}

/**
 * Spec section 2: opening deposit or withdraw with required profile information missing goes to
 * my-account with redirect=deposit or withdraw. Answers that path, or null to let the player through.
 * Without a player session the login guard of the cashier decides; when the check itself fails the
 * player goes on, since the server refuses a cashier call with an incomplete profile anyway.
 */
export async function cashierGuard(kind: CashierKind, deps: CashierGuardDeps): Promise<string | null> {
  if (!deps.isLoggedIn()) return null;
  try {
    const missing = await deps.getMissingFields();
    return missing.length > 0 ? paths.myAccount.href({ redirect: kind }) : null;
  } catch {
    return null;
  }
}
