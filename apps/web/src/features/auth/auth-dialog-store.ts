import { createStore, useStore } from '@/lib/create-store';

/** Which screen the auth dialog shows; null when closed. 'google' completes a Google sign-up. */
export type AuthDialog = 'login' | 'signup' | 'forgot' | 'google' | null;

export const authDialogStore = createStore<AuthDialog>(null);

export const openAuthDialog = (dialog: Exclude<AuthDialog, null>) => authDialogStore.set(dialog);
export const closeAuthDialog = () => authDialogStore.set(null);
export const useAuthDialog = () => useStore(authDialogStore);
