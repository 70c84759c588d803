import {
  envelopeSchema,
  formSchemaDataSchema,
  playerMessagesDataSchema,
  playerSchema,
} from '@casino/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playerMessages, players } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { createClock, useTestApp } from '../../test/helper';
import { loginAsNewPlayer, type TestPlayer } from '../../test/players';

const day = 24 * 3_600_000;

describe('profile', () => {
  const clock = createClock();
  const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv });
  const update = (player: TestPlayer, type: string, body: Record<string, string>) =>
    call(ctx.app, 'POST', `/player/update/${type}`, { player: player.token, body });
  const issuesOf = async (player: TestPlayer, type: string, body: Record<string, string>) => {
    const response = await update(player, type, body);
    return response.statusCode === 200
      ? []
      : (response.json().data.issues as { field: string; code: string }[]);
  };

  it('answers the player, without any secret', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const response = await call(ctx.app, 'GET', '/player', { player: player.token });
    const { data } = envelopeSchema(playerSchema).parse(response.json());
    expect(data).toMatchObject({
      id: player.playerId,
      username: player.username,
      birthdate: '01-01-1990',
      countrycode: 'DE',
      country: 'Germany',
      kycStatus: 'not_verified',
      first_deposit: '0.00',
      first_deposit_date: null,
    });
    expect(response.body).not.toMatch(/argon2|hash|google|token/i);
  });

  it('serves each form with its limits and current values, never the security answer', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    expect(
      (await update(player, 'security', { securityQuestion: 'First pet?', securityAnswer: 'Rex' }))
        .statusCode,
    ).toBe(200);
    const form = async (type: string) =>
      envelopeSchema(formSchemaDataSchema).parse(
        (await call(ctx.app, 'GET', `/player/schema/${type}`, { player: player.token })).json(),
      ).data;
    const personal = await form('personal');
    expect(personal.fields.find((field) => field.name === 'fname')).toMatchObject({
      required: true,
      minLength: 3,
      maxLength: 25,
    });
    expect(personal.fields.find((field) => field.name === 'username')).toMatchObject({
      readOnly: true,
      value: player.username,
    });
    expect((await form('address')).fields.map((field) => [field.name, field.maxLength])).toEqual([
      ['address', 50],
      ['city', 50],
      ['zip', 16],
      ['country', null],
    ]);
    expect((await form('contact')).fields.find((field) => field.name === 'mobile')).toMatchObject({
      kind: 'tel',
      maxLength: 25,
    });
    const security = await form('security');
    expect(security.fields).toMatchObject([
      { name: 'securityQuestion', value: 'First pet?' },
      { name: 'securityAnswer', value: '' },
    ]);
    const [row] = await ctx.db
      .select({ hash: players.securityAnswerHash })
      .from(players)
      .where(eq(players.id, player.playerId));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect((await call(ctx.app, 'GET', '/player/schema/secret', { player: player.token })).statusCode).toBe(
      400,
    );
  });

  it('applies the Profile rules at their boundaries', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    expect(
      await issuesOf(player, 'personal', { fname: 'abc', lname: 'x'.repeat(25), nickname: 'abcde' }),
    ).toEqual([]);
    expect(
      await issuesOf(player, 'personal', { fname: 'ab', lname: 'x'.repeat(26), nickname: 'abcd' }),
    ).toMatchObject([
      { field: 'fname', code: 'fname_too_short' },
      { field: 'lname', code: 'lname_too_long' },
      { field: 'nickname', code: 'nickname_too_short' },
    ]);
    expect(await issuesOf(player, 'personal', { nickname: 'n'.repeat(21) })).toMatchObject([
      { code: 'nickname_too_long' },
    ]);
    expect(
      await issuesOf(player, 'address', {
        address: 'a'.repeat(50),
        city: 'c'.repeat(50),
        zip: 'z'.repeat(16),
      }),
    ).toEqual([]);
    expect(
      await issuesOf(player, 'address', {
        address: 'a'.repeat(51),
        city: 'c'.repeat(51),
        zip: 'z'.repeat(17),
      }),
    ).toMatchObject([{ code: 'address_too_long' }, { code: 'city_too_long' }, { code: 'zip_too_long' }]);
    expect(
      await issuesOf(player, 'security', { securityQuestion: 'Q?', securityAnswer: 'a'.repeat(51) }),
    ).toMatchObject([{ code: 'security_answer_too_long' }]);
    expect(await issuesOf(player, 'contact', { mobile: '' })).toMatchObject([{ code: 'mobile_required' }]);
    expect(await issuesOf(player, 'contact', { mobile: '12345' })).toMatchObject([
      { code: 'mobile_invalid' },
    ]);
    expect(await issuesOf(player, 'contact', { mobile: '+49 30 123456789 000000000' })).toMatchObject([
      { code: 'mobile_too_long' },
    ]);
    expect(await issuesOf(player, 'contact', { email: 'bad' })).toMatchObject([{ code: 'email_invalid' }]);
    const other = await loginAsNewPlayer(ctx.app);
    const taken = await update(player, 'contact', { email: other.email.toUpperCase() });
    expect(taken.json().info.resultCode).toBe('email_already_exists');

    const saved = await update(player, 'contact', { mobile: '+4915112345678' });
    expect(saved.json().info.message).toBe('Additional information saved');
    // Read-only and unknown names never reach the account.
    await update(player, 'personal', {
      username: 'hijacked1',
      currency: 'NOK',
      kycStatus: 'verified',
    } as Record<string, string>);
    const me = (await call(ctx.app, 'GET', '/player', { player: player.token })).json().data;
    expect(me).toMatchObject({
      username: player.username,
      currency: 'EUR',
      kycStatus: 'not_verified',
      mobile: '+4915112345678',
    });
  });

  it('refuses zero-width, right-to-left override and markup characters in names; stores them NFC', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    for (const fname of ['Ali\u200Bce', '\u202Eecila', '<img src=x>', 'Al\u0007ice']) {
      const refused = await update(player, 'personal', { fname });
      expect(refused.statusCode, JSON.stringify(fname)).toBe(400);
      expect(refused.json()).toMatchObject({
        info: { resultCode: 'invalid_characters' },
        data: { issues: [{ field: 'fname', code: 'invalid_characters' }] },
      });
    }
    const german = await call(ctx.app, 'POST', '/player/update/address', {
      player: player.token,
      language: 'de',
      body: { city: 'Berlin\u2066' },
    });
    expect(german.json().info).toMatchObject({
      resultCode: 'invalid_characters',
      message: expect.stringContaining('unzulässige Zeichen'),
    });

    // "Zoe" + combining diaeresis is stored as the one precomposed letter.
    expect((await update(player, 'personal', { fname: ' Zoe\u0308 ', lname: 'Smith' })).statusCode).toBe(200);
    const me = (await call(ctx.app, 'GET', '/player', { player: player.token })).json().data;
    expect(me.fname).toBe('Zo\u00EB');
  });

  it('lists the fields the cashier is missing', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const missing = async () =>
      (await call(ctx.app, 'GET', '/player/missingProfile', { player: player.token })).json().data.missing;
    expect(await missing()).toEqual(['fname', 'lname', 'address', 'city', 'zip', 'mobile']);
    await update(player, 'personal', { fname: 'Unknown', lname: 'Smith' });
    await update(player, 'address', { address: 'Main St 1', city: 'Berlin', zip: '10115' });
    await update(player, 'contact', { mobile: '+4915112345678' });
    expect(await missing()).toEqual(['fname']);
  });

  it('keeps each player to their own data: the session decides, not ids in the request', async () => {
    const alice = await loginAsNewPlayer(ctx.app);
    const bob = await loginAsNewPlayer(ctx.app);
    await ctx.db
      .insert(playerMessages)
      .values({ playerId: bob.playerId, type: 'info', message: 'for bob only', createdAt: clock.now() });
    const aliceMessages = await call(ctx.app, 'GET', `/player/messages?playerId=${bob.playerId}`, {
      player: alice.token,
    });
    expect(aliceMessages.body).not.toContain('for bob only');
    await update(alice, 'personal', { fname: 'Alice', id: bob.playerId, playerId: bob.playerId } as Record<
      string,
      string
    >);
    const bobSees = (await call(ctx.app, 'GET', '/player', { player: bob.token })).json().data;
    expect(bobSees.fname).toBe('');
    await call(ctx.app, 'POST', '/player/messages/read', {
      player: alice.token,
      body: { playerId: bob.playerId },
    });
    const bobMessages = (await call(ctx.app, 'GET', '/player/messages', { player: bob.token })).json().data;
    // Welcome and the one above share today's date: one merged, still unread entry.
    expect(bobMessages.unread).toBe(1);
    expect(bobMessages.messages[0].message).toContain('for bob only');
  });

  it('merges messages of the same date and counts unread ones', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const at = (offset: number) => new Date(clock.now().getTime() + offset);
    await ctx.db.insert(playerMessages).values([
      { playerId: player.playerId, type: 'info', message: 'second today', createdAt: at(1000) },
      { playerId: player.playerId, type: 'bonus', message: 'tomorrow', createdAt: at(day) },
    ]);
    const read = async () =>
      envelopeSchema(playerMessagesDataSchema).parse(
        (await call(ctx.app, 'GET', '/player/messages', { player: player.token })).json(),
      ).data;
    const before = await read();
    expect(before.unread).toBe(2);
    expect(before.messages).toHaveLength(2);
    expect(before.messages[0]?.message).toMatch(/^Welcome to Nova Casino.*\nsecond today$/s);
    expect(before.messages[0]?.date).toBe('2026-01-15');
    expect(before.messages[1]).toMatchObject({
      index: 1,
      date: '2026-01-16',
      message: 'tomorrow',
      type: 'bonus',
    });
    expect((await call(ctx.app, 'POST', '/player/messages/read', { player: player.token })).statusCode).toBe(
      200,
    );
    expect((await read()).unread).toBe(0);
  });

  it('documents the account routes in OpenAPI', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/register/{type}',
        '/api/v1/player/login',
        '/api/v1/instantRegLogin/google',
        '/api/v1/player/resetPassword',
        '/api/v1/player/update/{type}',
        '/api/v1/player/messages',
      ]),
    );
    expect(JSON.stringify(document)).not.toContain('/dev/outbox');
  });
});
