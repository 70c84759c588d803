import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffTokens } from '../../db/schema';
import { createClock, useTestApp } from '../../test/helper';
import { staffDelayMs, staffThrottle } from './staff-login-guard';
import { upsertStaffUser } from './staff-users';

const password = 'the-right-staff-password';
const minute = 60_000;

interface Answer {
  info: { resultCode: string };
  data: {
    token?: string;
    captchaRequired?: boolean;
    retryAfterSeconds?: number;
    captchaId?: string;
    idleSeconds?: number;
  } | null;
}

// Each 1,000-attempt test takes about 3 s of CPU (2,000 requests through the app); the timeout leaves
// room for a loaded machine.
describe('staff log-in', () => {
  const clock = createClock();
  const captchaAnswer = 'KMPRT';
  const ctx = useTestApp({
    now: clock.now,
    // The general per-address limit (RATE_LIMIT_MAX a minute, on the real clock) is not under test.
    env: { STAFF_TOKEN_HOURS: '12', STAFF_IDLE_MINUTES: '30', RATE_LIMIT_MAX: '100000' },
    captchaText: () => captchaAnswer,
  });
  let users = 0;

  async function newStaff() {
    users += 1;
    const username = `ops-${users}`;
    await upsertStaffUser(ctx.db, { username, password, role: 'admin', now: clock.now() });
    return username;
  }

  async function attempt(ip: string, body: Record<string, unknown>) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/login',
      remoteAddress: ip,
      payload: body,
    });
    return { status: response.statusCode, ...response.json<Answer>() };
  }

  async function captchaFor(ip: string) {
    const response = await ctx.app.inject({ method: 'GET', url: '/staff/v1/captcha', remoteAddress: ip });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<{ data: { captchaId: string; image: string; length: number } }>().data;
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    return data.captchaId;
  }

  /** The right member's log-in: with a solved captcha whenever one is demanded. */
  async function rightLogin(ip: string, username: string) {
    const first = await attempt(ip, { username, password });
    if (first.status === 200) return first;
    expect(first.info.resultCode).toBe('invalid_captcha');
    expect(first.data?.captchaRequired).toBe(true);
    return attempt(ip, { username, password, captchaId: await captchaFor(ip), captcha: captchaAnswer });
  }

  function staffGet(token: string, ip = '10.99.0.1') {
    return ctx.app.inject({
      method: 'GET',
      url: '/staff/v1/withdrawals',
      remoteAddress: ip,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('lets the right password in at once when nobody has failed', async () => {
    const username = await newStaff();
    const ok = await attempt('10.1.0.1', { username, password });
    expect(ok.status).toBe(200);
    expect(ok.data?.idleSeconds).toBe(30 * 60);
    expect((await staffGet(ok.data?.token ?? '')).statusCode).toBe(200);
  });

  it('1,000 failures from 1,000 addresses never keep the right member out', async () => {
    const username = await newStaff();
    const codes = new Map<string, number>();
    const guess = async (i: number) => {
      const failed = await attempt(`10.2.${Math.floor(i / 250)}.${i % 250}`, {
        username,
        password: `guess-${i}`,
        // Half the guesses come with a made-up captcha, half with none.
        ...(i % 2 ? { captchaId: randomUUID(), captcha: 'XXXXX' } : {}),
      });
      codes.set(failed.info.resultCode, (codes.get(failed.info.resultCode) ?? 0) + 1);
    };
    for (let i = 0; i < 3; i += 1) await guess(i);
    // The rest arrive together, as a botnet's would.
    for (let i = 3; i < 1000; i += 50)
      await Promise.all(Array.from({ length: Math.min(50, 1000 - i) }, (_, k) => guess(i + k)));
    // Three wrong passwords, then every guess needs a solved captcha; nothing answered "locked".
    expect(Object.fromEntries(codes)).toEqual({ staff_unauthorized: 3, invalid_captcha: 997 });
    const ok = await rightLogin('10.3.0.1', username);
    expect(ok.status).toBe(200);
    expect((await staffGet(ok.data?.token ?? '')).statusCode).toBe(200);
    // A success clears the account: the next log-in needs no captcha.
    expect((await attempt('10.3.0.2', { username, password })).status).toBe(200);
  }, 120_000);

  it('1,000 failures from one address slow that address only, with a delay that grows to a cap', async () => {
    const username = await newStaff();
    const attacker = '10.4.0.1';
    const waits: number[] = [];
    let refusedLocked = 0;
    for (let i = 0; i < 1000; i += 1) {
      const failed = await attempt(attacker, {
        username,
        password: `guess-${i}`,
        captchaId: randomUUID(),
        captcha: 'XXXXX',
      });
      expect(failed.status).not.toBe(200);
      if (failed.info.resultCode === 'rate_limited') {
        refusedLocked += 1;
        const wait = failed.data?.retryAfterSeconds ?? 0;
        if (waits.at(-1) !== wait) waits.push(wait);
        // Every tenth refusal the attacker waits it out and tries again.
        if (refusedLocked % 10 === 0) clock.advance(wait * 1000);
      }
    }
    expect(waits.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);
    expect(Math.max(...waits)).toBe(staffThrottle.maxDelayMs / 1000);
    // Another address: the right member, captcha solved, gets in at once.
    const ok = await rightLogin('10.5.0.1', username);
    expect(ok.status).toBe(200);
    // Even the attacker's address gets the right member in once the capped delay has run.
    await newStaff().then(async (other) => {
      clock.advance(staffThrottle.maxDelayMs);
      expect((await rightLogin(attacker, other)).status).toBe(200);
    });
  }, 120_000);

  it('delays start after the fifth failure of an address, double, and stop at the cap', () => {
    expect([1, 4, 5, 6, 7, 10, 11, 500].map(staffDelayMs)).toEqual([
      0, 0, 1000, 2000, 4000, 32_000, 60_000, 60_000,
    ]);
  });

  it('refuses a wrong, reused or missing captcha, and counts it against the address only', async () => {
    const username = await newStaff();
    for (let i = 0; i < 3; i += 1) await attempt(`10.6.0.${i}`, { username, password: 'wrong-pass' });
    const ip = '10.6.1.1';
    const captchaId = await captchaFor(ip);
    const wrong = await attempt(ip, { username, password, captchaId, captcha: 'XXXXX' });
    expect(wrong.info.resultCode).toBe('invalid_captcha');
    // Single use: the same id with the right answer is spent.
    const reused = await attempt(ip, { username, password, captchaId, captcha: captchaAnswer });
    expect(reused.info.resultCode).toBe('invalid_captcha');
    const ok = await attempt(ip, {
      username,
      password,
      captchaId: await captchaFor(ip),
      captcha: captchaAnswer.toLowerCase(),
    });
    expect(ok.status).toBe(200);
  });

  it('sessions end when idle, at their absolute end, on log-out and on a new password', async () => {
    const username = await newStaff();
    const login = async () => (await attempt('10.7.0.1', { username, password })).data?.token ?? '';

    const idle = await login();
    clock.advance(29 * minute);
    expect((await staffGet(idle)).statusCode).toBe(200);
    clock.advance(29 * minute);
    expect((await staffGet(idle)).statusCode).toBe(200);
    clock.advance(31 * minute);
    expect((await staffGet(idle)).statusCode).toBe(401);

    const busy = await login();
    for (let hour = 0; hour < 12; hour += 1) {
      expect((await staffGet(busy)).statusCode).toBe(200);
      clock.advance(20 * minute);
      expect((await staffGet(busy)).statusCode).toBe(200);
      clock.advance(20 * minute);
      expect((await staffGet(busy)).statusCode).toBe(200);
      clock.advance(20 * minute);
    }
    expect((await staffGet(busy)).statusCode).toBe(401);

    const leaving = await login();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/staff/v1/logout',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(logout.json<{ data: { revoked: boolean } }>().data.revoked).toBe(true);
    expect((await staffGet(leaving)).statusCode).toBe(401);

    const before = await login();
    await upsertStaffUser(ctx.db, { username, password, role: 'admin', now: clock.now() });
    expect((await staffGet(before)).statusCode).toBe(200);
    await upsertStaffUser(ctx.db, {
      username,
      password: 'a-brand-new-password',
      role: 'admin',
      now: clock.now(),
    });
    expect((await staffGet(before)).statusCode).toBe(401);
    // Only hashes are stored.
    const rows = await ctx.db.select().from(staffTokens).where(eq(staffTokens.tokenHash, before));
    expect(rows).toEqual([]);
  });
});
