import { describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { logout } from './logout';

const anon = { anonSessionId: 'anon-fresh', expiresAt: '2030-01-01T00:00:00.000Z', country_code2: null };

describe('logout', () => {
  it('ends the session on the server, clears both stored ids, then opens a fresh anonymous session', async () => {
    localStorage.setItem('playerSessionId', 'player-1');
    localStorage.setItem('anonSessionId', 'anon-old');
    const order: string[] = [];
    const clearPlayer = vi.fn(() => void order.push('clearPlayer'));
    const callLogout = vi.fn(async () => {
      // The server must still see who is logging out.
      expect(localStorage.getItem('playerSessionId')).toBe('player-1');
      order.push('callLogout');
    });
    const getAnonSession = vi.fn(async () => {
      expect(localStorage.getItem('playerSessionId')).toBeNull();
      expect(localStorage.getItem('anonSessionId')).toBeNull();
      order.push('getAnonSession');
      return anon;
    });
    await logout({ storage, callLogout, getAnonSession, clearPlayer });
    expect(order).toEqual(['callLogout', 'clearPlayer', 'getAnonSession']);
    expect(localStorage.getItem('playerSessionId')).toBeNull();
    expect(localStorage.getItem('anonSessionId')).toBe('anon-fresh');
  });

  it('only logs a failed logout call (a warning, not an error) and still clears the session', async () => {
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
    expect(localStorage.getItem('anonSessionId')).toBe('anon-fresh');
  });
});
