import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('opens labelled by its title and closes on Escape and on the close button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog isOpen title="Log in" closeLabel="Close" onClose={onClose} testId="login-dialog">
        <p>Accounts open in a later release.</p>
      </Dialog>,
    );
    const dialog = screen.getByTestId('login-dialog');
    expect(dialog.hasAttribute('open')).toBe(true);
    const labelledBy = dialog.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelledBy)?.textContent).toBe('Log in');

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);

    rerender(
      <Dialog isOpen={false} title="Log in" closeLabel="Close" onClose={onClose} testId="login-dialog">
        <p>Accounts open in a later release.</p>
      </Dialog>,
    );
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByText('Accounts open in a later release.')).toBeNull();
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back to the last', () => {
    render(
      <Dialog isOpen title="More" closeLabel="Close" onClose={() => undefined} testId="sheet">
        <a href="/profile">My Profile</a>
        <button type="button">Logout</button>
      </Dialog>,
    );
    const dialog = screen.getByTestId('sheet');
    const close = screen.getByRole('button', { name: 'Close', hidden: true });
    const logout = screen.getByRole('button', { name: 'Logout', hidden: true });
    logout.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logout);
  });

  it('gives focus back to the control that opened it when it closes, and when it goes away', () => {
    function Harness({ isOpen, isMounted = true }: { isOpen: boolean; isMounted?: boolean }) {
      return (
        <>
          <button type="button">Open</button>
          {isMounted ? (
            <Dialog isOpen={isOpen} title="Info" closeLabel="Close" onClose={() => undefined}>
              <button type="button">Play</button>
            </Dialog>
          ) : null}
        </>
      );
    }
    const { rerender } = render(<Harness isOpen={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    rerender(<Harness isOpen />);
    screen.getByRole('button', { name: 'Play', hidden: true }).focus();
    expect(document.activeElement).not.toBe(opener);
    rerender(<Harness isOpen={false} />);
    expect(document.activeElement).toBe(opener);

    rerender(<Harness isOpen />);
    screen.getByRole('button', { name: 'Play', hidden: true }).focus();
    rerender(<Harness isOpen isMounted={false} />);
    expect(document.activeElement).toBe(opener);
  });
});
