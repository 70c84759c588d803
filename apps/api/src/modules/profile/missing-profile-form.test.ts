import { envelopeSchema, formSchemaDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { openInvoice } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer, type TestPlayer } from '../../test/players';

const complete = {
  fname: 'Ada',
  lname: 'Lovelace',
  address: 'Main St 1',
  city: 'Berlin',
  zip: '10115',
  mobile: '+4915112345678',
};

describe('cashier readiness: one form of the missing profile fields', () => {
  const ctx = useTestApp({ env: relaxedLimitsEnv });
  const missingForm = async (player: TestPlayer) =>
    envelopeSchema(formSchemaDataSchema).parse(
      (await call(ctx.app, 'GET', '/player/schema/missing', { player: player.token })).json(),
    ).data;
  const missing = async (player: TestPlayer) =>
    (await call(ctx.app, 'GET', '/player/missingProfile', { player: player.token })).json().data
      .missing as string[];
  const saveMissing = (player: TestPlayer, body: Record<string, string>) =>
    call(ctx.app, 'POST', '/player/update/missing', { player: player.token, body });

  it('serves exactly the missing fields in the check order, placeholder names empty', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const form = await missingForm(player);
    expect(form.type).toBe('missing');
    expect(form.fields.map((field) => field.name)).toEqual(await missing(player));
    expect(form.fields.map((field) => field.name)).toEqual([
      'fname',
      'lname',
      'address',
      'city',
      'zip',
      'mobile',
    ]);
    expect(form.fields.every((field) => field.value === '' && !field.readOnly && field.required)).toBe(true);
    expect(form.fields.find((field) => field.name === 'mobile')).toMatchObject({
      kind: 'tel',
      maxLength: 25,
    });

    await ctx.db
      .update(players)
      .set({ ...complete, mobile: '12' })
      .where(eq(players.id, player.playerId));
    const onlyMobile = await missingForm(player);
    // A mobile that does not parse is listed with its value, for the player to correct.
    expect(onlyMobile.fields.map((field) => [field.name, field.value])).toEqual([['mobile', '12']]);
  });

  it('saves all six with one call, and the cashier opens after it', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const refused = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'BTC', amount: '50' },
    });
    expect(refused.json().info.resultCode).toBe('profile_incomplete');
    const saved = await saveMissing(player, complete);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().info.message).toBe('Additional information saved');
    expect(await missing(player)).toEqual([]);
    expect((await missingForm(player)).fields).toEqual([]);
    expect(await openInvoice(ctx.app, player, '50.00')).toMatchObject({ amount: '50.00' });
  });

  it('keeps the Profile rules of each field and saves nothing while one fails', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const response = await saveMissing(player, { ...complete, fname: 'Al', mobile: 'not a number' });
    expect(response.statusCode).toBe(400);
    const issues = response.json().data.issues as { field: string; code: string }[];
    expect(issues.map((issue) => issue.field).sort()).toEqual(['fname', 'mobile']);
    expect(await missing(player)).toEqual(['fname', 'lname', 'address', 'city', 'zip', 'mobile']);
  });

  it('writes only the fields the check can list', async () => {
    const player = await loginAsNewPlayer(ctx.app);
    const saved = await saveMissing(player, {
      ...complete,
      email: 'other@example.test',
      nickname: 'Sneaky1',
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await ctx.db
      .select({ email: players.email, nickname: players.nickname, city: players.city })
      .from(players)
      .where(eq(players.id, player.playerId));
    expect(row).toMatchObject({ email: player.email, nickname: '', city: 'Berlin' });
  });
});
