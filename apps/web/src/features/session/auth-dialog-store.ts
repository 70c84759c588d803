import { createStore, useStore } from '@/lib/create-store';

/** Which screen the auth dialog shows; null when closed. 'google' completes a Google sign-up. */
export type AuthDialog = 'login' | 'signup' | 'forgot' | 'google' | null;

export const authDialogStore = createStore<AuthDialog>(null);

/**
 * Where a visitor was going when a page that needs login sent them home (path, query and hash): the
 * dialog says why it opened, and a log in goes on there. Null when the dialog was opened by hand.
 */
export const continueToStore = createStore<string | null>(null);

export const openAuthDialog = (dialog: Exclude<AuthDialog, null>) => authDialogStore.set(dialog);

/** Closing the dialog, logged in or not, ends the detour: the next opening is an ordinary one. */
export const closeAuthDialog = () => {
  authDialogStore.set(null);
  continueToStore.set(null);
};

export function openLoginToContinue(to: string): void {
  continueToStore.set(to);
  authDialogStore.set('login');
}

export const useAuthDialog = () => useStore(authDialogStore);
export const useContinueTo = () => useStore(continueToStore);
