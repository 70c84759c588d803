import { envelopeSchema, selfExcludeDataSchema } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, players } from '../../db/schema';
import { createClock, useTestApp } from '../../test/helper';
import { login, loginAsNewPlayer, loginRequest, playerHeaders, type TestPlayer } from '../../test/players';
import { selfExclude, selfExclusionEnd } from './self-exclude';

const hour = 3_600_000;

describe('self-exclusion', () => {
  const clock = createClock();
  const ctx = useTestApp({
    now: clock.now,
    env: { PLAYER_SESSION_IDLE_MINUTES: '100000', PLAYER_SESSION_ABSOLUTE_MINUTES: '100000' },
  });

  const exclude = (player: Pick<TestPlayer, 'token'>, kind: string, password: string, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/selfExclusion',
      headers: playerHeaders(player, { 'x-language': language }),
      payload: { kind, password },
    });

  const limitsStatus = async (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/v1/player/limits', headers: playerHeaders({ token }) });

  it('refuses a wrong password and excludes nothing', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const response = await exclude(player, 'freeze_24h', 'not-my-password');
    expect(response.statusCode).toBe(400);
    expect(response.json().info.resultCode).toBe('invalid_old_password');
    expect((await limitsStatus(player.token)).statusCode).toBe(200);
  });

  it('freezes for 24 hours: every session ends at once, login waits, an e-mail explains the next step', async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'fr' });
    const other = await login(ctx.app, player.username, player.password);

    const response = await exclude(player, 'freeze_24h', player.password, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    const body = envelopeSchema(selfExcludeDataSchema).parse(response.json());
    expect(body.info.message).toBe('Gel activé');
    const until = new Date(clock.now().getTime() + 24 * hour).toISOString();
    expect(body.data).toEqual({ kind: 'freeze_24h', until });

    for (const token of [player.token, other.token]) {
      const stale = await limitsStatus(token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().info.resultCode).toBe('session_expired');
    }

    const refused = await loginRequest(ctx.app, player.username, player.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ info: { resultCode: 'account_self_excluded' }, data: { until } });

    const mails = await ctx.db
      .select({
        subject: emailOutbox.subject,
        text: emailOutbox.text,
        language: emailOutbox.language,
        links: emailOutbox.links,
      })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, player.email), eq(emailOutbox.template, 'self-exclusion-freeze')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'fr', subject: 'Votre compte est gelé pendant 24 heures' });
    expect(mails[0]?.text).toContain('6 mois, 1 an ou 5 ans');
    // The end of the freeze as a French reader writes a date, with the time zone named.
    const end = new Date(until);
    const frenchMonths = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août'];
    frenchMonths.push('septembre', 'octobre', 'novembre', 'décembre');
    const time = `${String(end.getUTCHours()).padStart(2, '0')}:${String(end.getUTCMinutes()).padStart(2, '0')}`;
    expect(mails[0]?.text).toContain(
      `gelé jusqu'au ${end.getUTCDate()} ${frenchMonths[end.getUTCMonth()]} ${end.getUTCFullYear()} à ${time} UTC.`,
    );
    // Instructions that work today: the skin's support address and a page that exists, never Contact Us.
    expect(mails[0]?.links).toEqual([expect.stringMatching(/\/profile\/my-account#account-limits$/)]);
    expect(mails[0]?.text).toContain('support@nova-casino.local');
    expect(mails[0]?.text).not.toMatch(/contact-us/i);

    clock.advance(24 * hour - 1000);
    expect((await loginRequest(ctx.app, player.username, player.password)).json().info.resultCode).toBe(
      'account_self_excluded',
    );
    clock.advance(1000);
    expect((await loginRequest(ctx.app, player.username, player.password)).statusCode).toBe(200);
  });

  it('cannot lift or shorten a 6-month exclusion', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const response = await exclude(player, 'months_6', player.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().info.message).toBe('Self-exclusion set');
    const until = envelopeSchema(selfExcludeDataSchema).parse(response.json()).data.until;
    expect(new Date(until).getTime() - clock.now().getTime()).toBeGreaterThan(180 * 24 * hour);
    expect((await limitsStatus(player.token)).json().info.resultCode).toBe('session_expired');

    // A shorter request (here straight through the use case, as no session is left) is refused.
    clock.advance(48 * hour);
    await expect(
      selfExclude(ctx.app, { playerId: player.playerId, kind: 'freeze_24h', password: player.password }),
    ).rejects.toMatchObject({ code: 'self_exclusion_active' });
    const [row] = await ctx.db
      .select({ until: players.selfExcludedUntil, kind: players.selfExclusionKind })
      .from(players)
      .where(eq(players.id, player.playerId));
    expect(row).toEqual({ until: new Date(until), kind: 'months_6' });
    expect((await loginRequest(ctx.app, player.username, player.password)).json().info.resultCode).toBe(
      'account_self_excluded',
    );

    // Lengthening stays possible.
    const longer = await selfExclude(ctx.app, {
      playerId: player.playerId,
      kind: 'year_1',
      password: player.password,
    });
    expect(new Date(longer.until).getTime()).toBeGreaterThan(new Date(until).getTime());
  });

  it('keeps a one-week time-out through log-out, a new device and a staff attempt to lift it', async () => {
    const player = await loginAsNewPlayer(ctx.app, { language: 'de' });
    const response = await exclude(player, 'timeout_week', player.password, 'de');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().info.message).toBe('Auszeit gesetzt');
    const until = new Date(clock.now().getTime() + 7 * 24 * hour);
    expect(envelopeSchema(selfExcludeDataSchema).parse(response.json()).data).toEqual({
      kind: 'timeout_week',
      until: until.toISOString(),
    });

    // Log-out of the ended session changes nothing; a log-in from another device is refused.
    await ctx.app.inject({ method: 'GET', url: '/api/v1/player/logout', headers: playerHeaders(player) });
    clock.advance(3 * 24 * hour);
    const refused = await loginRequest(ctx.app, player.username, player.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().info.resultCode).toBe('account_self_excluded');

    // Staff (or anyone with the database) cannot lift or shorten it: the database refuses.
    const lift = (value: Date | null) =>
      ctx.db
        .update(players)
        .set({ selfExcludedUntil: value })
        .where(eq(players.id, player.playerId))
        .then(
          () => 'lifted',
          (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
        );
    expect(await lift(null)).toBe('a self-exclusion is never shortened or lifted');
    expect(await lift(clock.now())).toBe('a self-exclusion is never shortened or lifted');
    await expect(
      selfExclude(ctx.app, { playerId: player.playerId, kind: 'timeout_24h', password: player.password }),
    ).rejects.toMatchObject({ code: 'self_exclusion_active' });

    clock.advance(4 * 24 * hour - 1000);
    expect((await loginRequest(ctx.app, player.username, player.password)).statusCode).toBe(403);
    clock.advance(1000);
    expect((await loginRequest(ctx.app, player.username, player.password)).statusCode).toBe(200);
  });

  it('ends a self-exclusion of 2 years two calendar years on, and an indefinite one never', async () => {
    const now = new Date('2026-03-31T10:00:00Z');
    expect(selfExclusionEnd('years_2', now).toISOString()).toBe('2028-03-31T10:00:00.000Z');
    expect(selfExclusionEnd('timeout_6_weeks', now).toISOString()).toBe('2026-05-12T10:00:00.000Z');
    expect(selfExclusionEnd('indefinite', now).getUTCFullYear()).toBe(9999);

    const player = await loginAsNewPlayer(ctx.app);
    expect((await exclude(player, 'indefinite', player.password)).statusCode).toBe(200);
    clock.advance(10 * 365 * 24 * hour);
    expect((await loginRequest(ctx.app, player.username, player.password)).json().info.resultCode).toBe(
      'account_self_excluded',
    );
  });
});
