import { describe, expect, it, vi } from 'vitest';
import { samplePlayer } from '@/test/sample-player';
import { afterLoginRefreshes, completeLogin, type CompleteLoginDeps } from './complete-login';

const login = {
  playerSessionId: 'p-new',
  expiresAt: '2030-01-01T00:00:00.000Z',
  player: samplePlayer,
  lastLogin: { at: '2026-11-01T08:30:00.000Z', ip: '203.0.113.7' },
};

function deps(failing: string[] = []) {
  const calls: string[] = [];
  const refresh = Object.fromEntries(
    afterLoginRefreshes.map((name) => [
      name,
      vi.fn(async () => {
        calls.push(name);
        if (failing.includes(name)) throw new Error(`${name} 404`);
      }),
    ]),
  ) as unknown as CompleteLoginDeps['refresh'];
  const d: CompleteLoginDeps = {
    startSession: vi.fn(() => void calls.push('startSession')),
    refresh,
    notifySuccess: vi.fn(() => void calls.push('notify')),
  };
  return { d, calls };
}

describe('after login (spec section 4)', () => {
  it('stores the session first, then refreshes messages, pending withdrawals, balance, last login and player', async () => {
    const { d, calls } = deps();
    await completeLogin(login, d);
    expect(calls).toEqual([
      'startSession',
      'messages',
      'pendingWithdrawals',
      'balance',
      'lastLogin',
      'player',
      'notify',
    ]);
    expect(d.startSession).toHaveBeenCalledWith(login);
    expect(d.notifySuccess).toHaveBeenCalledWith(login.lastLogin);
  });

  it('ignores refreshes that fail (the wallet calls may not exist yet) and still reports success', async () => {
    const { d } = deps(['pendingWithdrawals', 'balance']);
    await expect(completeLogin(login, d)).resolves.toBeUndefined();
    expect(d.notifySuccess).toHaveBeenCalledOnce();
    expect(d.refresh.player).toHaveBeenCalledOnce();
  });

  it('tells a first login apart: no last login to show', async () => {
    const { d } = deps();
    await completeLogin({ ...login, lastLogin: null }, d);
    expect(d.notifySuccess).toHaveBeenCalledWith(null);
  });
});
