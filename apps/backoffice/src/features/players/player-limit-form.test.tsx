import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, limitsData, Refusal, renderAs } from '../../test/staff-screens';
import { PlayerLimits } from './player-limits';

const playerId = '22222222-2222-4222-8222-222222222222';
const limitsUrl = `/staff/v1/players/${playerId}/limits`;

function renderLimits(permissions: Parameters<typeof renderAs>[0], onChanged = vi.fn()) {
  renderAs(
    permissions,
    '/',
    <PlayerLimits limits={limitsData()} playerId={playerId} onChanged={onChanged} />,
    '/',
  );
  return onChanged;
}

describe('setting a limit from the player page', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sets or tightens the chosen limit at once and says that only the player can loosen one', async () => {
    const calls = fakeStaffApi({ [`POST ${limitsUrl}`]: limitsData() });
    const onChanged = renderLimits(['players.read', 'players.manage']);
    expect(
      screen.getByText(
        'Staff can set a limit or make one tighter; it applies at once. Only the player can loosen or remove a limit (it waits 24 hours), and nobody can end a time-out or self-exclusion early.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Limit'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: ' 25.50 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      { method: 'POST', url: limitsUrl, body: { kind: 'loss', period: 'week', amount: '25.50' } },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Limit applied.');

    // A session limit is counted in minutes.
    fireEvent.change(screen.getByLabelText('Limit'), { target: { value: '9' } });
    expect(screen.getByLabelText('Minutes')).toBeTruthy();
  });

  it('explains a refused loosening and leaves the page as it was', async () => {
    fakeStaffApi({ [`POST ${limitsUrl}`]: new Refusal('staff_cannot_loosen_limit') });
    const onChanged = renderLimits(['players.read', 'players.manage']);
    fireEvent.change(screen.getByLabelText('Amount (EUR)'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the limit' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'That would loosen the limit: only the player can ask for that.',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no form to a role that may only read players', () => {
    renderLimits(['players.read']);
    expect(screen.queryByRole('button', { name: 'Set the limit' })).toBeNull();
  });
});
