import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsbookDbHandle } from '../db/client.js';
import { PRE_MATCH } from '../feed/simulation/simulated-feed.js';
import { overround } from '../margin/margin.js';
import type { PricingOptions } from '../markets/market.js';
import { OperatorSettings, type LimitsByCurrency } from '../settings/operator-settings.js';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { launchFor, signedCall, startSportsbookApp, type StartedSportsbook } from '../test/sportsbook-app.js';
import { createTestDatabase } from '../test/test-db.js';

const t = Date.parse('2026-11-28T12:00:00Z');
let handle: SportsbookDbHandle;
let wallet: FakeWallet;
let sb: StartedSportsbook;
let dora: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  wallet = await startFakeWallet();
  sb = await startSportsbookApp(handle, wallet, () => new Date(t));
  dora = await launchFor(sb.app, wallet, { playerId: 'dora', balance: 1_000_000n });
});
afterAll(async () => {
  await sb.app.close();
  await sb.runtime.close();
  await wallet.close();
  await handle.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = { info: { resultCode: string }; data: any };
const settingsNow = async () => (await signedCall(sb.app, wallet, '/settings', {})).json<Json>().data;
const update = async (body: unknown) => {
  const response = await signedCall(sb.app, wallet, '/settings/update', body);
  return { status: response.statusCode, ...response.json<Json>() };
};
const player = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await sb.app.inject({
    method,
    url: `/sportsbook-api/api${url}`,
    headers: { 'x-sportsbook-session': dora },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, ...response.json<Json>() };
};
const eur = { currency: 'EUR', minStake: '10', maxStake: '500', maxPayout: '400000' };

/** The first football fixture's 1X2 market as the player reads it. */
async function firstMatch() {
  const football = await player('GET', '/events?sport=football');
  const event = football.data.events.find((e: { kind: string }) => e.kind === 'match');
  return { eventId: event.id as string, market: event.mainMarket };
}

describe("the operator's sportsbook settings (signed provider routes)", () => {
  it('answers the configured defaults until an operator saves', async () => {
    const settings = await settingsNow();
    expect(settings).toMatchObject({ marginBasisPoints: 600, updatedAt: null });
    expect(settings.currencies).toContainEqual({
      currency: 'EUR',
      minStake: '10',
      maxStake: '100000',
      maxPayout: '5000000',
    });
    const unsigned = await sb.app.inject({ method: 'POST', url: '/sportsbook-api/settings', payload: {} });
    expect(unsigned.json<Json>().info.resultCode).toBe('invalid_signature');
  });

  it('refuses a stake above the new maximum once updated; new prices carry the new margin', async () => {
    const { eventId, market } = await firstMatch();
    const oddsOf = (m: { outcomes: { odds: number }[] }) => m.outcomes.map((o) => o.odds);
    expect(overround(oddsOf(market))).toBeLessThan(0.08);
    const saved = await update({ marginBasisPoints: 1500, currencies: [eur] });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ marginBasisPoints: 1500, updatedAt: new Date(t).toISOString() });
    expect(saved.data.currencies).toContainEqual(eur);
    // Other currencies keep theirs.
    expect(saved.data.currencies).toContainEqual(
      expect.objectContaining({ currency: 'USD', maxStake: '100000' }),
    );
    expect((await player('GET', '/session')).data.limits).toEqual({
      minStake: '10',
      maxStake: '500',
      maxPayout: '400000',
    });

    const pick = {
      eventId,
      marketType: market.type,
      specifiers: {},
      outcomeId: 'home',
      odds: market.outcomes[0].odds,
      version: market.version,
    };
    const slip = { bet: { kind: 'single' }, selections: [pick], acceptOddsChange: 'none' };
    const above = await player('POST', '/tickets', { ...slip, idempotencyKey: 'settings-1', stake: '501' });
    expect(above).toMatchObject({ status: 400, info: { resultCode: 'bet_stake_above_maximum' } });
    expect(wallet.balances.get('dora')).toBe(1_000_000n);
    const within = await player('POST', '/tickets', { ...slip, idempotencyKey: 'settings-2', stake: '500' });
    expect(within.status).toBe(200);
    expect(within.data.ticket.legs[0].odds).toBe(pick.odds);

    // The feed prices again (a recovery resends every open event's odds): the new margin is on them.
    sb.runtime.feed.requestRecovery(PRE_MATCH, 1);
    await sb.runtime.tick();
    const again = await firstMatch();
    expect(again.eventId).toBe(eventId);
    expect(overround(oddsOf(again.market))).toBeGreaterThan(0.14);
    // The placed ticket keeps the odds it was placed at.
    const open = await player('GET', '/tickets?status=open');
    expect(open.data.tickets[0].legs[0].odds).toBe(pick.odds);
  });

  it('refuses a bad update and changes nothing', async () => {
    const before = await settingsNow();
    const bad = [
      { marginBasisPoints: 1500, currencies: [{ ...eur, minStake: '600' }] },
      { marginBasisPoints: 1500, currencies: [{ ...eur, maxStake: '500000' }] },
      { marginBasisPoints: 100, currencies: [eur] },
      { marginBasisPoints: 1600, currencies: [eur] },
      { marginBasisPoints: 6.5, currencies: [eur] },
      { marginBasisPoints: 1000, currencies: [{ ...eur, maxStake: '12.50' }] },
      { marginBasisPoints: 1000, currencies: [{ ...eur, minStake: '0' }] },
      { marginBasisPoints: 1000, currencies: [eur, eur] },
      { marginBasisPoints: 1000, currencies: [] },
    ];
    for (const body of bad) {
      const refused = await update(body);
      expect(refused, JSON.stringify(body)).toMatchObject({
        status: 400,
        info: { resultCode: 'validation_error' },
      });
    }
    const unknown = await update({ marginBasisPoints: 1000, currencies: [{ ...eur, currency: 'XXX' }] });
    expect(unknown.info.resultCode).toBe('bet_currency_unsupported');
    expect(await settingsNow()).toEqual(before);
  });

  it('reaches another instance on the same database when it reads the settings again', async () => {
    const pricing: PricingOptions = { margin: 0.06 };
    const target = { deps: { limits: {} as LimitsByCurrency }, pricing };
    const other = new OperatorSettings(handle.db, { limits: sb.runtime.deps.limits, margin: 0.06 }, target);
    await other.reload();
    expect(pricing.margin).toBe(0.15);
    expect(target.deps.limits.EUR).toMatchObject({ minStake: 10n, maxStake: 500n, maxPayout: 400_000n });
    await update({ marginBasisPoints: 450, currencies: [{ ...eur, maxStake: '2000' }] });
    await other.reload();
    expect(pricing.margin).toBe(0.045);
    expect(target.deps.limits.EUR?.maxStake).toBe(2000n);
  });
});
