import { limits } from '@casino/rules/limits';
import type { ToastKind } from '@casino/ui/toast';
import { createStore, useStore } from './create-store';

export interface Notice {
  id: number;
  kind: ToastKind;
  message: string;
  /** null: stays until closed (new player messages, spec section 4). */
  durationMs: number | null;
  /** Test hook of a notice that browser tests look for (the new-messages notice). */
  testId?: string;
  /** About the logged-in player's own data: dismissed when the player session ends. */
  isPlayerScoped?: boolean;
}

export const noticeStore = createStore<Notice[]>([]);
let nextId = 1;

/** The product's own notices last 2000 ms unless told otherwise (spec section 9). */
export function notify(
  message: string,
  kind: ToastKind = 'info',
  durationMs: number | null = limits.notificationMs,
  options: Pick<Notice, 'testId' | 'isPlayerScoped'> = {},
): number {
  const id = nextId++;
  noticeStore.set((notices) => [...notices, { id, kind, message, durationMs, ...options }]);
  return id;
}

export function dismissNotice(id: number): void {
  noticeStore.set((notices) => notices.filter((notice) => notice.id !== id));
}

/** Logout or session expiry: what was said about that player's data no longer applies. */
export function dismissPlayerNotices(): void {
  noticeStore.set((notices) => notices.filter((notice) => !notice.isPlayerScoped));
}

export function useNotices(): Notice[] {
  return useStore(noticeStore);
}
