import { useEffect, useRef, type ReactNode } from 'react';
import { usePopover } from '@/hooks/use-popover';

export interface MenuButtonProps {
  label: string;
  icon: ReactNode;
  badge?: number;
  testId?: string;
  /** Told when the panel opens (true) or closes (false), e.g. to mark messages read on opening. */
  onOpenChange?: (isOpen: boolean) => void;
  children: (close: () => void) => ReactNode;
}

/** A disclosure button with a popover panel; Escape and a click outside close it. */
export function MenuButton({ label, icon, badge, testId, onOpenChange, children }: MenuButtonProps) {
  const { isOpen, setIsOpen, panelId, rootRef, buttonRef } = usePopover();
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  }, [onOpenChange]);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current === isOpen) return;
    wasOpen.current = isOpen;
    onOpenChangeRef.current?.(isOpen);
  }, [isOpen]);

  return (
    <div className="menu-button" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-icon-button"
        aria-label={label}
        title={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-testid={testId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true" className="ui-icon-button__icon">
          {icon}
        </span>
        {badge ? (
          <span className="ui-icon-button__badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      <div id={panelId} className="menu-button__panel" hidden={!isOpen}>
        {isOpen ? children(() => setIsOpen(false)) : null}
      </div>
    </div>
  );
}
