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
  /** How many times this same notice was raised while shown: one toast says it with a count. */
  count: number;
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
  const same = noticeStore
    .get()
    .find((notice) => notice.kind === kind && notice.message === message && notice.testId === options.testId);
  if (same) {
    // Identical notices collapse into the one shown, which counts them and starts its time again.
    noticeStore.set((notices) =>
      notices.map((notice) =>
        notice.id === same.id ? { ...notice, durationMs, count: notice.count + 1 } : notice,
      ),
    );
    return same.id;
  }
  const id = nextId++;
  noticeStore.set((notices) => [...notices, { id, kind, message, durationMs, count: 1, ...options }]);
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
