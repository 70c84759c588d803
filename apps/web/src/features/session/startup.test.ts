import type { Locale } from '@casino/rules/locales';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, TransportError } from '@/lib/api-error';
import { storage } from '@/lib/storage';
import { runStartup, type StartupDeps } from './startup';

const anon = { anonSessionId: 'anon-new', expiresAt: '2030-01-01T00:00:00.000Z', country_code2: 'DE' };
const geoOk = { country_code2: 'DE', city: 'Berlin', blocked: false };

function deps(overrides: Partial<StartupDeps> = {}) {
  let locale: Locale = 'en';
  const d = {
    storage,
    checkAnonSession: vi.fn(async () => ({ valid: true, expiresAt: '2030-01-01T00:00:00.000Z' })),
    getAnonSession: vi.fn(async () => anon),
    getGeo: vi.fn(async () => geoOk),
    loadPlayer: vi.fn(async () => {}),
    loadFavouriteGames: vi.fn(async () => {}),
    currentLocale: () => locale,
    changeLocale: vi.fn(async (next: Locale) => {
      locale = next;
    }),
    ...overrides,
  };
  return d;
}

const restriction = new ApiError(
  { info: { success: false, message: 'Restricted', resultCode: 'restriction_error' }, data: null },
  403,
);

describe('runStartup with a valid anonymous session', () => {
  it('keeps the session and looks up the country only when it is missing', async () => {
    localStorage.setItem('anonSessionId', 'anon-1');
    const d = deps();
    expect(await runStartup(d)).toEqual({ status: 'ready' });
    expect(d.checkAnonSession).toHaveBeenCalledOnce();
    expect(d.getGeo).toHaveBeenCalledOnce();
    expect(d.getAnonSession).not.toHaveBeenCalled();
    expect(localStorage.getItem('user-country2')).toBe('DE');
    expect(localStorage.getItem('anonSessionId')).toBe('anon-1');

    const again = deps();
    await runStartup(again);
    expect(again.getGeo).not.toHaveBeenCalled();
  });

  it('loads neither player nor favourites without a player session id', async () => {
    localStorage.setItem('anonSessionId', 'anon-1');
    const d = deps();
    await runStartup(d);
    expect(d.loadPlayer).not.toHaveBeenCalled();
    expect(d.loadFavouriteGames).not.toHaveBeenCalled();
  });

  it('loads the player and then the favourites when a player session id is stored', async () => {
    localStorage.setItem('anonSessionId', 'anon-1');
    localStorage.setItem('playerSessionId', 'player-1');
    const d = deps();
    await runStartup(d);
    expect(d.loadPlayer).toHaveBeenCalledOnce();
    expect(d.loadFavouriteGames).toHaveBeenCalledOnce();
  });

  it('skips the favourites when the player could not be loaded', async () => {
    localStorage.setItem('anonSessionId', 'anon-1');
    localStorage.setItem('playerSessionId', 'player-1');
    const d = deps({
      loadPlayer: vi.fn(async () => Promise.reject(new TransportError('network', 'Network Error'))),
    });
    expect(await runStartup(d)).toEqual({ status: 'ready' });
    expect(d.loadFavouriteGames).not.toHaveBeenCalled();
  });

  it('restricts a visitor whose missing country turns out blocked by city', async () => {
    localStorage.setItem('anonSessionId', 'anon-1');
    const d = deps({ getGeo: vi.fn(async () => ({ country_code2: 'CA', city: 'Toronto', blocked: true })) });
    expect(await runStartup(d)).toEqual({ status: 'restricted', reason: 'geo_blocked' });
  });
});

describe('runStartup with an invalid or missing anonymous session', () => {
  it('runs the country check, creates a new anonymous session and removes the player session id', async () => {
    localStorage.setItem('anonSessionId', 'anon-old');
    localStorage.setItem('playerSessionId', 'player-1');
    const d = deps({ checkAnonSession: vi.fn(async () => ({ valid: false, expiresAt: null })) });
    expect(await runStartup(d)).toEqual({ status: 'ready' });
    expect(d.getGeo).toHaveBeenCalledOnce();
    expect(d.getAnonSession).toHaveBeenCalledOnce();
    expect(localStorage.getItem('anonSessionId')).toBe('anon-new');
    expect(localStorage.getItem('playerSessionId')).toBeNull();
    expect(d.loadPlayer).not.toHaveBeenCalled();
  });

  it('does not ask the server to check when nothing is stored', async () => {
    const d = deps();
    await runStartup(d);
    expect(d.checkAnonSession).not.toHaveBeenCalled();
    expect(localStorage.getItem('anonSessionId')).toBe('anon-new');
  });

  it('treats a failing check as invalid', async () => {
    localStorage.setItem('anonSessionId', 'anon-old');
    const d = deps({
      checkAnonSession: vi.fn(async () => Promise.reject(new TransportError('timeout', 'timeout'))),
    });
    await runStartup(d);
    expect(d.getAnonSession).toHaveBeenCalledOnce();
  });

  it('sends a restriction_error on /anon to access-restricted', async () => {
    const d = deps({ getAnonSession: vi.fn(async () => Promise.reject(restriction)) });
    expect(await runStartup(d)).toEqual({ status: 'restricted', reason: 'restriction_error' });
    expect(localStorage.getItem('anonSessionId')).toBeNull();
  });

  it('sends a visitor who cannot obtain any anonymous session to access-restricted', async () => {
    const d = deps({
      getAnonSession: vi.fn(async () => Promise.reject(new TransportError('network', 'Network Error'))),
    });
    expect(await runStartup(d)).toEqual({ status: 'restricted', reason: 'no_session' });
  });

  it('restricts a geo-blocked visitor without creating a session', async () => {
    const d = deps({ getGeo: vi.fn(async () => ({ country_code2: 'US', city: 'Boston', blocked: true })) });
    expect(await runStartup(d)).toEqual({ status: 'restricted', reason: 'geo_blocked' });
    expect(d.getAnonSession).not.toHaveBeenCalled();
    expect(localStorage.getItem('user-country2')).toBe('US');
  });

  it('goes on when the geolocation service fails', async () => {
    const d = deps({
      getGeo: vi.fn(async () => Promise.reject(new TransportError('network', 'Network Error'))),
    });
    expect(await runStartup(d)).toEqual({ status: 'ready' });
    expect(localStorage.getItem('user-country2')).toBe('DE');
  });
});

describe('runStartup and the stored locale', () => {
  it('switches to a stored locale that differs from the current one', async () => {
    localStorage.setItem('user-locale', 'fr');
    const d = deps();
    await runStartup(d);
    expect(d.changeLocale).toHaveBeenCalledWith('fr');
  });

  it('leaves the locale alone when it is the same or unsupported', async () => {
    localStorage.setItem('user-locale', 'en');
    const same = deps();
    await runStartup(same);
    expect(same.changeLocale).not.toHaveBeenCalled();
    localStorage.setItem('user-locale', 'klingon');
    const unsupported = deps();
    await runStartup(unsupported);
    expect(unsupported.changeLocale).not.toHaveBeenCalled();
  });
});
