import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('dismisses itself after its duration and shows a progress bar of that length', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { container } = render(
      <Toast
        kind="warning"
        message="Session expired"
        durationMs={3000}
        onDismiss={onDismiss}
        dismissLabel="Close"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Session expired');
    const progress = container.querySelector<HTMLElement>('.ui-toast__progress');
    expect(progress?.style.animationDuration).toBe('3000ms');
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('stays until closed when it has no duration', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    const { container } = render(
      <Toast
        kind="info"
        message="New message"
        durationMs={null}
        onDismiss={onDismiss}
        dismissLabel="Close"
      />,
    );
    act(() => vi.advanceTimersByTime(60_000));
    expect(onDismiss).not.toHaveBeenCalled();
    expect(container.querySelector('.ui-toast__progress')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('shows how many times the same notice was raised, from the second on', () => {
    const props = { kind: 'success', message: 'Saved', durationMs: null, onDismiss: () => {} } as const;
    const { rerender } = render(<Toast {...props} dismissLabel="Close" />);
    expect(screen.queryByText('×1')).toBeNull();
    rerender(<Toast {...props} dismissLabel="Close" count={3} />);
    expect(screen.getByText('×3')).toBeTruthy();
  });
});
