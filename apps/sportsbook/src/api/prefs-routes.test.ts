import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsbookDbHandle } from '../db/client.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { launchFor, startSportsbookApp, type StartedSportsbook } from '../test/sportsbook-app.js';
import { createTestDatabase } from '../test/test-db.js';

let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let sb: StartedSportsbook;

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  sb = await startSportsbookApp(handle, wallet, () => new Date('2026-11-27T20:00:00Z'));
});
afterAll(async () => {
  await sb.app.close();
  await sb.runtime.close();
  await wallet.close();
  await handle.close();
});

type Json = { info: { resultCode: string }; data: unknown };
const call = async (token: string, method: 'GET' | 'PUT', payload?: object) => {
  const response = await sb.app.inject({
    method,
    url: '/sportsbook-api/api/prefs',
    headers: { 'x-sportsbook-session': token },
    ...(payload ? { payload } : {}),
  });
  return response.json<Json>();
};

describe("the player's preferences", () => {
  it('are kept per player: a second session of the player sees them, another player does not', async () => {
    const phone = await launchFor(sb.app, wallet, { playerId: 'carla' });
    const desktop = await launchFor(sb.app, wallet, { playerId: 'carla' });
    const other = await launchFor(sb.app, wallet, { playerId: 'diego' });
    const defaults = { favourites: [], oddsFormat: 'decimal', acceptOddsChange: 'none' };
    expect((await call(desktop, 'GET')).data).toEqual(defaults);

    const chosen = {
      favourites: ['football:premier', 'tennis:atp'],
      oddsFormat: 'american',
      acceptOddsChange: 'higher',
    };
    expect((await call(phone, 'PUT', chosen)).data).toEqual(chosen);
    expect((await call(desktop, 'GET')).data).toEqual(chosen);
    expect((await call(other, 'GET')).data).toEqual(defaults);

    // A change from the other session replaces the whole set; a favourite named twice is kept once.
    const changed = {
      favourites: ['tennis:atp', 'tennis:atp'],
      oddsFormat: 'fractional',
      acceptOddsChange: 'any',
    };
    await call(desktop, 'PUT', changed);
    expect((await call(phone, 'GET')).data).toEqual({ ...changed, favourites: ['tennis:atp'] });
  });

  it('refuses an unknown odds format and a call without a session', async () => {
    const token = await launchFor(sb.app, wallet, { playerId: 'erik' });
    const bad = { favourites: [], oddsFormat: 'hongkong', acceptOddsChange: 'none' };
    expect((await call(token, 'PUT', bad)).info.resultCode).toBe('validation_error');
    expect((await call('not-a-session-token-at-all', 'GET')).info.resultCode).toBe('game_session_invalid');
  });
});
