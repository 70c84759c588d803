import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limitsData, renderAs } from '../../test/staff-screens';
import { PlayerLimits } from './player-limits';

const pendingFrom = '2026-03-02T10:00:00.000Z';
const until = '2026-03-08T10:00:00.000Z';
const playerId = '7c9e6679-7425-40de-944b-e07fc1f0d479';

function rowText(testId: string) {
  return Array.from(within(screen.getByTestId(testId)).getAllByRole('cell')).map((cell) => cell.textContent);
}

describe('player limits panel', () => {
  beforeEach(() => localStorage.setItem('backoffice.locale', 'en'));
  afterEach(cleanup);

  it('lists each set limit with its use and a waiting change with when it takes effect, read-only', () => {
    const base = limitsData();
    const limits = limitsData({
      limits: base.limits.map((limit) =>
        limit.period === 'day' ? { ...limit, amount: '100.00', pendingAmount: '250.00', pendingFrom } : limit,
      ),
      depositsUsed: { day: '40.00', week: '40.00', month: '90.00' },
      playLimits: base.playLimits.map((limit) => {
        if (limit.kind === 'loss' && limit.period === 'week')
          return { ...limit, amount: '50.00', used: '20.00' };
        if (limit.period === 'session') return { ...limit, amount: '60', used: '0' };
        if (limit.kind === 'session' && limit.period === 'day')
          return { ...limit, amount: '120', used: '35', pendingRemoval: true, pendingFrom };
        return limit;
      }),
      selfExclusion: { kind: 'timeout_week', until },
      realityCheckMinutes: 30,
    });
    renderAs(
      ['players.read'],
      '/',
      <PlayerLimits limits={limits} playerId={playerId} onChanged={() => undefined} />,
      '/',
    );

    const when = new Date(pendingFrom).toLocaleString();
    expect(rowText('limit-deposit-day')).toEqual([
      'Deposits · day',
      '€100.00',
      '€40.00',
      `€250.00 from ${when}`,
    ]);
    expect(rowText('limit-loss-week')).toEqual(['Losses · week', '€50.00', '€20.00', '—']);
    expect(rowText('limit-session-day')).toEqual([
      'Play time · day',
      '120 min',
      '35 min',
      `Removal from ${when}`,
    ]);
    // The one-session limit's use is the player's own session's: the staff view has none.
    expect(rowText('limit-session-session')).toEqual(['Play time · session', '60 min', '—', '—']);
    // Limits neither set nor changing are left out.
    expect(screen.queryByTestId('limit-deposit-week')).toBeNull();
    expect(screen.queryByTestId('limit-wager-day')).toBeNull();
    expect(screen.getByTestId('player-exclusion').textContent).toBe(
      `Time-out until ${new Date(until).toLocaleString()}`,
    );
    expect(screen.getByText('Staff cannot lift a time-out or self-exclusion.')).toBeTruthy();
    expect(screen.getByText('Reality check every 30 min')).toBeTruthy();
    // Staff only read: the panel offers no control at all.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
  });

  it('says so when nothing is set, and names a long self-exclusion as one', () => {
    const { unmount } = renderAs(
      ['players.read'],
      '/',
      <PlayerLimits limits={limitsData()} playerId={playerId} onChanged={() => undefined} />,
      '/',
    );
    expect(screen.getByText('No limit set.')).toBeTruthy();
    expect(screen.getByTestId('player-exclusion').textContent).toBe('No time-out or self-exclusion.');
    expect(screen.queryByText('Staff cannot lift a time-out or self-exclusion.')).toBeNull();
    expect(screen.getByText('Reality check: off')).toBeTruthy();
    unmount();

    renderAs(
      ['players.read'],
      '/',
      <PlayerLimits
        limits={limitsData({ selfExclusion: { kind: 'years_5', until } })}
        playerId={playerId}
        onChanged={() => undefined}
      />,
      '/',
    );
    expect(screen.getByTestId('player-exclusion').textContent).toBe(
      `Self-excluded until ${new Date(until).toLocaleString()}`,
    );
  });
});
