import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { logout } from './logout';

const anon = { anonSessionId: 'anon-fresh', expiresAt: '2030-01-01T00:00:00.000Z', country_code2: null };

describe('logout', () => {
  it('clears the player and both stored ids, then opens a fresh anonymous session', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    localStorage.setItem('anonSessionId', 'anon-old');
    const clearPlayer = vi.fn();
    await logout({ storage, callLogout: async () => null, getAnonSession: async () => anon, clearPlayer });
    expect(clearPlayer).toHaveBeenCalledOnce();
    expect(localStorage.getItem('playerSessionId')).toBeNull();
    expect(localStorage.getItem('anonSessionId')).toBe('anon-fresh');
  });

  it('only logs a failed logout call and still clears the session', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logout({
      storage,
      callLogout: async () => Promise.reject(new Error('offline')),
      getAnonSession: async () => anon,
      clearPlayer: () => {},
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(localStorage.getItem('playerSessionId')).toBeNull();
  });
});
