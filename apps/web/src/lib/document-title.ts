import { createStore } from './create-store';

/** The brand after every page title; the skin config fills it in. */
export const titleSuffixStore = createStore<string | null>(null);
