import type { LoginData } from '@casino/contract/auth';

/** The five refreshes of spec section 4 "After login", in the order the spec names them. */
export const afterLoginRefreshes = [
  'messages',
  'pendingWithdrawals',
  'balance',
  'lastLogin',
  'player',
] as const;
export type AfterLoginRefresh = (typeof afterLoginRefreshes)[number];

export interface CompleteLoginDeps {
  /** Stores the player session id and sets the logged-in flag. */
  startSession: (login: LoginData) => void;
  refresh: Record<AfterLoginRefresh, () => Promise<unknown>>;
  /** The success notice naming the last login time and address (null on a first login). */
  notifySuccess: (lastLogin: LoginData['lastLogin']) => void;
}

/**
 * Spec section 4 "After login". The session is stored first so every refresh carries it. A refresh
 * that fails is ignored: balance and pending withdrawals may not exist yet (wallet issue), and none
 * of them is worth undoing a successful login for. Resolves once every refresh has settled.
 */
export async function completeLogin(login: LoginData, deps: CompleteLoginDeps): Promise<void> {
  deps.startSession(login);
  const pending = afterLoginRefreshes.map((name) => deps.refresh[name]().catch(() => undefined));
  deps.notifySuccess(login.lastLogin);
  await Promise.all(pending);
}
