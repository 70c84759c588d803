import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  testId?: string;
  /** An extra class on the <dialog>, e.g. `ui-dialog--sheet` for a bottom sheet on phones. */
  className?: string;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The native modal lets Tab leave the page for the browser's own controls; a dialog cycles instead,
 * from its last control back to its first and the other way round.
 */
function keepFocusInside(
  dialog: HTMLDialogElement,
  event: { shiftKey: boolean; preventDefault: () => void },
) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Focus back to the control that opened a dialog, if it is still on the page. */
function returnFocus(opener: { current: HTMLElement | null }) {
  const element = opener.current;
  opener.current = null;
  if (element?.isConnected) element.focus();
}

/**
 * A modal on the native <dialog>: the browser makes the rest of the page inert, Tab cycles inside, and
 * it closes on Escape (the `cancel` event, which we route through `onClose` so React stays the owner of `isOpen`).
 */
export function Dialog({ isOpen, onClose, title, closeLabel, children, testId, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      // Where focus was: it goes back there when the dialog closes (also when it closes by unmounting).
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      returnFocus(opener);
    }
  }, [isOpen]);
  useEffect(() => () => returnFocus(opener), []);

  return (
    <dialog
      ref={ref}
      className={className ? `ui-dialog ${className}` : 'ui-dialog'}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
        if (event.key === 'Tab') keepFocusInside(event.currentTarget, event);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {isOpen ? (
        <div className="ui-dialog__body">
          <div className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            <button type="button" className="ui-dialog__close" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
