import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('is a non-submitting button that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Log in</Button>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and busy while isBusy', () => {
    const onClick = vi.fn();
    render(
      <Button isBusy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(<IconButton label="Notifications" icon="🔔" badge={120} />);
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.textContent).toContain('99+');
  });
});
