import { useEffect, type HTMLAttributes } from 'react';
import { classNames } from './class-names';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastProps {
  kind: ToastKind;
  message: string;
  /** Milliseconds before the toast dismisses itself; null keeps it until the user closes it. */
  durationMs: number | null;
  onDismiss: () => void;
  dismissLabel: string;
  /** The same notice raised this many times: shown once, with the count when above one. */
  count?: number;
}

/** One notice. A progress bar shows the time left; it runs on a CSS animation of the same length. */
export function Toast({ kind, message, durationMs, onDismiss, dismissLabel, count = 1 }: ToastProps) {
  useEffect(() => {
    if (durationMs === null) return;
    const timer = setTimeout(onDismiss, durationMs);
    return () => clearTimeout(timer);
  }, [durationMs, onDismiss]);

  const isUrgent = kind === 'error' || kind === 'warning';
  return (
    <div className={classNames('ui-toast', `ui-toast--${kind}`)} role={isUrgent ? 'alert' : 'status'}>
      <p className="ui-toast__message">{message}</p>
      {count > 1 ? <span className="ui-toast__count">×{count}</span> : null}
      <button type="button" className="ui-toast__close" aria-label={dismissLabel} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
      {durationMs !== null ? (
        <div
          className="ui-toast__progress"
          data-duration-ms={durationMs}
          style={{ animationDuration: `${durationMs}ms` }}
          aria-hidden="true"
        />
      ) : null}
    </div>
  );
}

/** The corner the toasts stack in. */
export function ToastRegion({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={classNames('ui-toast-region', className)} {...rest}>
      {children}
    </div>
  );
}
