import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { players } from '../../db/schema';
import { call, confirmationToken, latestLink, mailsTo, relaxedLimitsEnv, signUp } from '../../test/accounts';
import { apiHeaders, createClock, useTestApp } from '../../test/helper';
import { createAnonToken } from '../../test/players';

let counter = 0;
const fresh = () => {
  counter += 1;
  return { username: `fresh${counter}user`, email: `fresh${counter}@example.test` };
};

describe('sign up', () => {
  // 2026-01-15: an 18th birthday today is 15-01-2008.
  const clock = createClock();
  const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv });

  async function issuesOf(overrides: Record<string, unknown>) {
    const response = await signUp(ctx.app, { ...fresh(), ...overrides });
    if (response.statusCode === 200) return [];
    const body = response.json();
    return (body.data?.issues ?? []) as { field: string; code: string; message: string }[];
  }
  async function accepted(overrides: Record<string, unknown>) {
    const response = await signUp(ctx.app, { ...fresh(), ...overrides });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('accepts usernames of 6 and 20, refuses 5 and 21 and other characters', async () => {
    await accepted({ username: 'abcde6' });
    await accepted({ username: 'a'.repeat(19) + '1' });
    expect(await issuesOf({ username: 'abcd5' })).toMatchObject([
      { field: 'username', code: 'username_length' },
    ]);
    expect(await issuesOf({ username: 'a'.repeat(21) })).toMatchObject([
      { field: 'username', code: 'username_length' },
    ]);
    expect(await issuesOf({ username: 'bad_name1' })).toMatchObject([
      { field: 'username', code: 'invalid_username_characters_letters_and_numbers_allowed' },
    ]);
  });

  it('refuses a taken username or e-mail whatever their case, with their own result codes', async () => {
    await accepted({ username: 'TakenName', email: 'Taken@Example.test' });
    const name = await signUp(ctx.app, { ...fresh(), username: 'takenNAME' });
    expect(name.statusCode).toBe(409);
    expect(name.json().info.resultCode).toBe('username_already_exists');
    expect(name.json().data.issues[0]).toMatchObject({
      field: 'username',
      message: 'Username already exists',
    });
    const email = await signUp(ctx.app, { ...fresh(), email: 'taken@EXAMPLE.test' });
    expect(email.json().info.resultCode).toBe('email_already_exists');
  });

  it('checks e-mail, password and confirmation', async () => {
    expect(await issuesOf({ email: 'not-an-email' })).toMatchObject([
      { field: 'email', code: 'email_invalid' },
    ]);
    expect(await issuesOf({ password: 'abcde', confirmPassword: 'abcde' })).toMatchObject([
      { field: 'password', code: 'password_too_short' },
    ]);
    await accepted({ password: 'abcdef', confirmPassword: 'abcdef' });
    expect(await issuesOf({ confirmPassword: 'other1' })).toMatchObject([
      { field: 'confirmPassword', code: 'passwords_do_not_match' },
    ]);
  });

  it('answers an empty confirmation as the form does: field required, not a mismatch', async () => {
    expect(await issuesOf({ confirmPassword: '' })).toMatchObject([
      { field: 'confirmPassword', code: 'field_required', message: 'This field is required' },
    ]);
  });

  it('checks currency and country, and refuses blocked countries', async () => {
    for (const currency of ['EUR', 'USD', 'CHF', 'AUD', 'CAD', 'PLN', 'BRL', 'NOK', 'GBP'])
      await accepted({ currency });
    expect(await issuesOf({ currency: 'XYZ' })).toMatchObject([
      { field: 'currency', code: 'currency_invalid' },
    ]);
    expect(await issuesOf({ currency: '' })).toMatchObject([
      { field: 'currency', code: 'currency_required' },
    ]);
    expect(await issuesOf({ country: 'XX' })).toMatchObject([{ field: 'country', code: 'country_invalid' }]);
    const blocked = await signUp(ctx.app, { ...fresh(), country: 'NL' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().info.resultCode).toBe('country_blocked');
  });

  it('opens a GBP account for a UK player, offered by the skin', async () => {
    const skin = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skinConfig/all',
      headers: apiHeaders(),
    });
    expect(skin.json().data.currencies).toContain('GBP');
    const { username, email } = fresh();
    await accepted({ username, email, currency: 'GBP', country: 'GB' });
    const [row] = await ctx.db
      .select({ currency: players.currency, country: players.country })
      .from(players)
      .where(eq(players.username, username));
    expect(row).toEqual({ currency: 'GBP', country: 'GB' });
  });

  it('accepts an 18th birthday today, refuses one day short, day 32 and month 13', async () => {
    await accepted({ birthdate: '15-01-2008' });
    expect(await issuesOf({ birthdate: '16-01-2008' })).toMatchObject([
      { field: 'birthdate', code: 'must_be_18_or_over' },
    ]);
    expect(await issuesOf({ birthdate: '32-01-1990' })).toMatchObject([
      { field: 'birthdate', code: 'birth_date_invalid' },
    ]);
    expect(await issuesOf({ birthdate: '01-13-1990' })).toMatchObject([
      { field: 'birthdate', code: 'birth_date_invalid' },
    ]);
    expect(await issuesOf({ birthdate: '1990-01-01' })).toMatchObject([
      { field: 'birthdate', code: 'birth_date_invalid' },
    ]);
  });

  it('requires the privacy policy, and lists every broken field at once, translated', async () => {
    const privacy = await signUp(ctx.app, { ...fresh(), privacy: false });
    expect(privacy.json().info).toMatchObject({ resultCode: 'privacy_policy_required' });
    const many = await signUp(ctx.app, { username: 'ab', email: 'x', privacy: false }, { language: 'de' });
    expect(many.statusCode).toBe(400);
    const body = many.json();
    expect(body.info.resultCode).toBe('validation_error');
    expect(body.data.issues.map((issue: { field: string }) => issue.field)).toEqual([
      'username',
      'email',
      'privacy',
    ]);
    expect(body.data.issues[2].message).toBe('Du musst die Datenschutzerklärung bestätigen');
  });

  it('needs an anonymous session', async () => {
    const response = await call(ctx.app, 'POST', '/register/long', { body: { ...fresh() } });
    expect(response.statusCode).toBe(401);
  });

  it('stores an argon2id hash, the language and the affiliate fields, and answers no secret', async () => {
    const who = fresh();
    const response = await signUp(
      ctx.app,
      { ...who, myafftk: 'tk1', myaffid: 'id1', goft_token: 'g1', a_aid: 'a1', a_bid: 'b1' },
      { language: 'pt' },
    );
    expect(response.json().info.message).toBe('Registo concluído, está a caminho um e-mail');
    expect(response.body).not.toMatch(/argon2|hash|token/i);
    const [row] = await ctx.db
      .select()
      .from(players)
      .where(eq(sql`lower(${players.username})`, who.username.toLowerCase()));
    expect(row).toMatchObject({
      language: 'pt',
      myafftk: 'tk1',
      myaffid: 'id1',
      goftToken: 'g1',
      aAid: 'a1',
      aBid: 'b1',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.emailConfirmedAt).toBeNull();
  });
});

describe('e-mail confirmation', () => {
  const clock = createClock();
  const ctx = useTestApp({ now: clock.now, env: relaxedLimitsEnv });

  const confirm = (token: string, language?: string) =>
    call(ctx.app, 'POST', '/register/complete/token', { body: { token }, ...(language ? { language } : {}) });
  const login = async (username: string, password = 'secret1') =>
    call(ctx.app, 'POST', '/player/login', {
      anon: await createAnonToken(ctx.app),
      body: { username, password },
    });

  it('mails a link in the player language; the account logs in only once confirmed, with a welcome message', async () => {
    const who = fresh();
    expect((await signUp(ctx.app, who, { language: 'es' })).statusCode).toBe(200);
    const [mail] = await mailsTo(ctx.app, who.email);
    expect(mail).toMatchObject({ template: 'registration-confirmation', language: 'es' });
    expect(mail?.subject).toBe('Confirma tu dirección de correo electrónico');
    const link = mail?.links[0] ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3000\/register-token\?token=[A-Za-z0-9_-]{43}$/);

    const early = await login(who.username);
    expect(early.statusCode).toBe(403);
    expect(early.json().info.resultCode).toBe('email_not_confirmed');

    const confirmed = await confirm(confirmationToken(link));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ username: who.username });

    const ok = await login(who.username);
    expect(ok.statusCode, ok.body).toBe(200);
    // The inbox speaks the language of the request (x-language), as the web app sends it.
    const messages = await call(ctx.app, 'GET', '/player/messages', {
      player: ok.json().data.playerSessionId,
      language: 'es',
    });
    expect(messages.json().data.messages[0].message).toContain('¡Bienvenido a Nova Casino');
  });

  it('refuses a reused, unknown or expired token with token_expired', async () => {
    const who = fresh();
    await signUp(ctx.app, who);
    const token = confirmationToken(await latestLink(ctx.app, who.email));
    expect((await confirm(token)).statusCode).toBe(200);
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().info).toMatchObject({
      resultCode: 'token_expired',
      message: 'Your token has expired, please contact customer support',
    });
    expect((await confirm('made-up')).json().info.resultCode).toBe('token_expired');

    const late = fresh();
    await signUp(ctx.app, late);
    const lateToken = confirmationToken(await latestLink(ctx.app, late.email));
    clock.advance(24 * 3_600_000 + 1);
    expect((await confirm(lateToken)).json().info.resultCode).toBe('token_expired');
    expect((await login(late.username)).json().info.resultCode).toBe('email_not_confirmed');
  });

  it('serves the one-field form of the confirmation', async () => {
    const response = await call(ctx.app, 'GET', '/register/complete/token/schema');
    expect(response.json().data.fields).toMatchObject([{ name: 'token', required: true }]);
  });
});

describe('validateField', () => {
  const ctx = useTestApp({ env: relaxedLimitsEnv });
  const validate = (field: string, value: string) =>
    call(ctx.app, 'POST', '/validateField', { body: { field, value } }).then(
      (response) => response.json().data,
    );

  it('answers each field with the sign-up rules, uniqueness included', async () => {
    await signUp(ctx.app, { username: 'existing1', email: 'existing1@example.test' });
    expect(await validate('username', 'abcde6')).toEqual({ valid: true, error: null });
    expect(await validate('username', 'abcd5')).toEqual({
      valid: false,
      error: 'Username must be between 6 and 20 characters long',
    });
    expect(await validate('username', 'EXISTING1')).toEqual({
      valid: false,
      error: 'Username already exists',
    });
    expect(await validate('email', 'Existing1@example.test')).toEqual({
      valid: false,
      error: 'Email already exists',
    });
    expect(await validate('email', 'nope')).toMatchObject({ valid: false });
    expect(await validate('email', 'free@example.test')).toEqual({ valid: true, error: null });
    expect(await validate('password', 'abcde')).toMatchObject({ valid: false });
    expect(await validate('password', 'abcdef')).toMatchObject({ valid: true });
    expect(await validate('currency', 'NOK')).toMatchObject({ valid: true });
    expect(await validate('currency', 'XYZ')).toMatchObject({ valid: false });
    expect(await validate('country', 'us')).toEqual({
      valid: false,
      error: 'Site not available in your country',
    });
    expect(await validate('country', 'de')).toMatchObject({ valid: true });
    expect(await validate('birthdate', '31-02-1990')).toMatchObject({ valid: false });
    expect(await validate('birthdate', '28-02-1990')).toMatchObject({ valid: true });
  });
});

describe('sign-up and validateField rate limits', () => {
  const ctx = useTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_ADDRESS: '2', VALIDATE_FIELD_RATE_LIMIT_PER_ADDRESS: '3' },
  });

  it('answer 429 rate_limited per address past the limit', async () => {
    const anon = await createAnonToken(ctx.app);
    for (const i of [1, 2])
      expect(
        (await signUp(ctx.app, { username: `limited${i}x`, email: `l${i}@example.test` }, { anon }))
          .statusCode,
      ).toBe(200);
    const third = await signUp(ctx.app, { username: 'limited3x', email: 'l3@example.test' }, { anon });
    expect(third.statusCode).toBe(429);
    expect(third.json().info.resultCode).toBe('rate_limited');
    const other = await signUp(
      ctx.app,
      { username: 'limited4x', email: 'l4@example.test' },
      { anon, ip: '10.0.0.9' },
    );
    expect(other.statusCode).toBe(200);

    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await call(ctx.app, 'POST', '/validateField', { body: { field: 'email', value: 'a@b.cd' } }))
          .statusCode,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
