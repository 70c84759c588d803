import './reality-check.css';
import { Button } from '@casino/ui/button';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { paths } from '@/config/paths';
import { useAcknowledgeRealityCheck } from '../api/acknowledge-reality-check';
import { useRealityCheck } from '../api/get-reality-check';

/**
 * The reality check over whatever page is open (spec: shown over any page, acknowledged before play
 * goes on). Polls every minute while a player is logged in. A modal <dialog> makes the page inert and
 * keeps focus inside; Escape does nothing, since only the player's acknowledgement may close it.
 */
export function RealityCheckOverlay({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { data } = useRealityCheck({ enabled: isLoggedIn, poll: true });
  const isDue = isLoggedIn && !!data?.due;
  return isDue ? <DueCheck sessionMinutes={data.sessionMinutes} /> : null;
}

/** The texts load on demand; the modal opens once they are there, never as an empty box. */
function DueCheck({ sessionMinutes }: { sessionMinutes: number }) {
  const { ready } = useTranslation('account');
  return ready ? <DueDialog sessionMinutes={sessionMinutes} /> : null;
}

function DueDialog({ sessionMinutes }: { sessionMinutes: number }) {
  const { t } = useTranslation('account');
  const acknowledge = useAcknowledgeRealityCheck();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The way on is the obvious next step.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  const hours = Math.floor(sessionMinutes / 60);
  const minutes = sessionMinutes % 60;
  const played =
    hours > 0 ? t('reality.playedHours', { hours, minutes }) : t('reality.playedMinutes', { count: minutes });

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      className="ui-dialog reality-check"
      data-testid="reality-check-overlay"
      // The browser closes a modal on Escape; a reality check stays until it is acknowledged.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
        if (event.key === 'Tab') keepFocusInside(event);
      }}
    >
      <div className="ui-dialog__body reality-check__body">
        <h2 id={titleId} className="ui-dialog__title">
          {t('reality.title')}
        </h2>
        <div id={bodyId} className="reality-check__text">
          <p className="reality-check__time" data-testid="reality-check-time">
            {played}
          </p>
          <p>{t('reality.question')}</p>
        </div>
        {acknowledge.isError ? <FormMessage kind="error">{acknowledge.error.message}</FormMessage> : null}
        <div className="form-actions reality-check__actions">
          <Link to={paths.profileHistory.href()} onClick={() => acknowledge.mutate()}>
            {t('reality.history')}
          </Link>
          <Button
            data-autofocus
            isBusy={acknowledge.isPending}
            data-testid="reality-check-continue"
            onClick={() => acknowledge.mutate()}
          >
            {t('reality.continue')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

/** Tab from the last control goes to the first and back: nothing behind the check can take focus. */
function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
