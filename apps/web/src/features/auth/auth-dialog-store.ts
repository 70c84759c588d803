import { createStore, useStore } from '@/lib/create-store';

export type AuthDialog = 'login' | 'signup' | null;

export const authDialogStore = createStore<AuthDialog>(null);

export const openAuthDialog = (dialog: Exclude<AuthDialog, null>) => authDialogStore.set(dialog);
export const closeAuthDialog = () => authDialogStore.set(null);
export const useAuthDialog = () => useStore(authDialogStore);
