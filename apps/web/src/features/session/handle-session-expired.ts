import { limits } from '@casino/rules/limits';
import type { ToastKind } from '@casino/ui/toast';

export interface SessionExpiredDeps {
  clearPlayer: () => void;
  notify: (message: string, kind: ToastKind, durationMs: number) => void;
  navigate: (to: string) => void;
  translate: (key: string) => string;
}

/**
 * Spec section 4 "Session expiry": the user is cleared (which removes the stored player session id),
 * a 'Session expired' warning shows for 3 s with its progress bar, and the browser goes home.
 * Several calls failing together produce one notice.
 */
export function createSessionExpiredHandler(deps: SessionExpiredDeps, now: () => number = Date.now) {
  let lastHandledAt = -Infinity;
  return function onSessionExpired(): void {
    deps.clearPlayer();
    if (now() - lastHandledAt < limits.sessionExpiredNoticeMs) return;
    lastHandledAt = now();
    deps.notify(deps.translate('notices.sessionExpired'), 'warning', limits.sessionExpiredNoticeMs);
    deps.navigate('/');
  };
}
