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
}

export const noticeStore = createStore<Notice[]>([]);
let nextId = 1;

/** The product's own notices last 2000 ms unless told otherwise (spec section 9). */
export function notify(
  message: string,
  kind: ToastKind = 'info',
  durationMs: number | null = limits.notificationMs,
  options: { testId?: string } = {},
): number {
  const id = nextId++;
  noticeStore.set((notices) => [...notices, { id, kind, message, durationMs, ...options }]);
  return id;
}

export function dismissNotice(id: number): void {
  noticeStore.set((notices) => notices.filter((notice) => notice.id !== id));
}

export function useNotices(): Notice[] {
  return useStore(noticeStore);
}
