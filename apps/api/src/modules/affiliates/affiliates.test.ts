import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignatureValid } from '@casino/contract/signature';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePostbacks, players } from '../../db/schema';
import { call, confirmationToken, latestLink, relaxedLimitsEnv, signUp } from '../../test/accounts';
import { depositFunds, staffCall, staffToken } from '../../test/cashier';
import { createClock, useTestApp } from '../../test/helper';
import { login, type TestPlayer } from '../../test/players';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import { applyFirstDeposits } from './apply-first-deposits';
import { backoffMs, deliverPostbacks, postbackHeaderNames } from './deliver-postbacks';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A partner's postback receiver on this machine: answers 500 to the first `failures` calls of each
 * delivery (by its id), then 200.
 */
function startReceiver(failures: number) {
  const received: Received[] = [];
  const calls = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const id = String(request.headers[postbackHeaderNames.id]);
      const count = (calls.get(id) ?? 0) + 1;
      calls.set(id, count);
      received.push({ headers: request.headers, body });
      response.statusCode = count <= failures ? 500 : 200;
      response.end(count <= failures ? 'busy' : 'ok');
    });
  });
  return {
    received,
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/postback`),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const clock = createClock(new Date('2026-03-01T10:00:00Z'));
const ctx = useTestApp({ env: relaxedLimitsEnv, now: clock.now });
const receiver = startReceiver(2);
const secret = 'partner-postback-secret-42';
let postbackUrl = '';

beforeAll(async () => {
  postbackUrl = await receiver.start();
});
afterAll(() => receiver.stop());

/** A visitor who landed with myafftk and myaffid (the web sends them from storage) signs up, confirms and logs in. */
async function affiliateSignup(username: string, myaffid: string): Promise<TestPlayer> {
  const email = `${username}@example.test`;
  const password = 'Secret123!';
  const response = await signUp(ctx.app, {
    username,
    email,
    password,
    confirmPassword: password,
    myafftk: `click-${username}`,
    myaffid,
    a_aid: 'a-7',
    a_bid: 'b-9',
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = confirmationToken(await latestLink(ctx.app, email));
  const confirm = await call(ctx.app, 'POST', '/register/complete/token', {
    body: { token },
    anon: undefined,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const session = await login(ctx.app, username, password);
  await ctx.app.db
    .update(players)
    .set({
      fname: 'Ada',
      lname: 'Lovelace',
      address: '1 Main St',
      city: 'Berlin',
      zip: '10115',
      mobile: '+4915112345678',
    })
    .where(eq(players.id, session.playerId));
  return { ...session, username, email, password };
}

/** A game round on the real ledger: the stake leaves the player's cash, the win comes back. */
async function playRound(playerId: string, round: string, stakeMinor: bigint, winMinor: bigint) {
  const accounts = await ensurePlayerAccounts(ctx.app.db, playerId, 'EUR');
  const wagers = await ensureHouseAccount(ctx.app.db, 'house_game_wagers', 'EUR');
  await postEntry(ctx.app.db, {
    idempotencyKey: `test-game:${round}:bet`,
    kind: 'game_bet',
    postings: [
      { accountId: accounts.cash, amount: -stakeMinor, currency: 'EUR' },
      { accountId: wagers, amount: stakeMinor, currency: 'EUR' },
    ],
  });
  if (winMinor > 0n)
    await postEntry(ctx.app.db, {
      idempotencyKey: `test-game:${round}:win`,
      kind: 'game_win',
      postings: [
        { accountId: accounts.cash, amount: winMinor, currency: 'EUR' },
        { accountId: wagers, amount: -winMinor, currency: 'EUR' },
      ],
    });
}

async function runWork() {
  await applyFirstDeposits(ctx.app.db, { now: clock.now() });
  return deliverPostbacks(ctx.app.db, { now: clock.now(), maxAttempts: 5 });
}

describe('affiliates', () => {
  it('reports the registration, first deposit and net revenue of a landing with myafftk and myaffid, and calls the postback once per event though the receiver fails twice', async () => {
    const admin = await staffToken(ctx.app, 'admin');
    const programme = await staffCall(ctx.app, admin, 'POST', '/affiliates/programmes', {
      code: 'partner-1',
      name: 'Partner One',
      postbackUrl,
      postbackSecret: secret,
    });
    expect(programme.statusCode, programme.body).toBe(200);
    expect(programme.json<{ data: { hasSecret: boolean } }>().data.hasSecret).toBe(true);

    const player = await affiliateSignup('affplayer1', 'partner-1');
    const [stored] = await ctx.app.db
      .select({ myafftk: players.myafftk, myaffid: players.myaffid, aAid: players.aAid, aBid: players.aBid })
      .from(players)
      .where(eq(players.id, player.playerId));
    expect(stored).toEqual({ myafftk: 'click-affplayer1', myaffid: 'partner-1', aAid: 'a-7', aBid: 'b-9' });

    const deposit = await depositFunds(ctx.app, player, '100.00', 'aff-pay-1');
    expect(deposit.statusCode, deposit.body).toBe(200);
    // A second deposit is not a first deposit: no second postback.
    expect((await depositFunds(ctx.app, player, '20.00', 'aff-pay-2')).statusCode).toBe(200);
    await playRound(player.playerId, 'r1', 3000n, 500n);
    await playRound(player.playerId, 'r2', 1000n, 0n);

    // Each postback fails twice, each failure followed by its backoff, then goes through once.
    expect(await runWork()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(await runWork()).toBe(0); // nothing is due again before the backoff has passed
    expect(receiver.received).toHaveLength(2);
    clock.advance(backoffMs(1));
    expect(await runWork()).toBe(0);
    expect(receiver.received).toHaveLength(4);
    clock.advance(backoffMs(2));
    expect(await runWork()).toBe(2);
    expect(receiver.received).toHaveLength(6);
    // Delivered postbacks are never sent again, however long the work goes on.
    clock.advance(backoffMs(10));
    expect(await runWork()).toBe(0);
    expect(receiver.received).toHaveLength(6);

    const byEvent = new Map<string, Received[]>();
    for (const call of receiver.received) {
      const event = String(call.headers[postbackHeaderNames.event]);
      byEvent.set(event, [...(byEvent.get(event) ?? []), call]);
    }
    const delivered = await ctx.app.db
      .select()
      .from(affiliatePostbacks)
      .where(eq(affiliatePostbacks.playerId, player.playerId));
    expect(delivered.map((row) => [row.event, row.status]).sort()).toEqual([
      ['first_deposit', 'delivered'],
      ['registration', 'delivered'],
    ]);
    // Three calls per event (two refused, one taken), every retry with the same id and signed.
    for (const event of ['registration', 'first_deposit']) {
      const calls = byEvent.get(event) ?? [];
      expect(calls).toHaveLength(3);
      expect(new Set(calls.map((c) => c.headers[postbackHeaderNames.id])).size).toBe(1);
      for (const c of calls)
        expect(isSignatureValid(secret, c.body, c.headers[postbackHeaderNames.signature])).toBe(true);
    }
    const firstDeposit = JSON.parse((byEvent.get('first_deposit') ?? [])[0]?.body ?? '{}') as Record<
      string,
      unknown
    >;
    expect(firstDeposit).toMatchObject({
      event: 'first_deposit',
      myaffid: 'partner-1',
      myafftk: 'click-affplayer1',
      player_id: player.playerId,
      amount_minor: '10000',
      currency: 'EUR',
    });
    const signature = (byEvent.get('registration') ?? [])[0]?.headers[postbackHeaderNames.signature];
    expect(
      isSignatureValid(
        'another-secret-000000',
        (byEvent.get('registration') ?? [])[0]?.body ?? '',
        signature,
      ),
    ).toBe(false);

    // Hours of postback retries have passed: the morning's staff session has idled out, so log in again.
    const report = await staffCall(ctx.app, await staffToken(ctx.app, 'admin'), 'GET', '/affiliates/report');
    expect(report.statusCode, report.body).toBe(200);
    const rows = report.json<{ data: { affiliates: Array<Record<string, unknown>> } }>().data.affiliates;
    expect(rows.find((row) => row.affiliateId === 'partner-1')).toEqual({
      affiliateId: 'partner-1',
      programme: 'Partner One',
      currency: 'EUR',
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: '100.00',
      bets: '40.00',
      wins: '5.00',
      netRevenue: '35.00',
      minor: { firstDepositAmount: '10000', bets: '4000', wins: '500', netRevenue: '3500' },
    });
  });

  it('queues nothing for a player without an affiliate, and a replay of the outbox queues nothing twice', async () => {
    const before = await ctx.app.db.select().from(affiliatePostbacks);
    await applyFirstDeposits(ctx.app.db, { now: clock.now() });
    const plain = await affiliateSignup('plainplayer1', 'no-such-programme');
    await depositFunds(ctx.app, plain, '50.00', 'plain-pay-1');
    await applyFirstDeposits(ctx.app.db, { now: clock.now() });
    await applyFirstDeposits(ctx.app.db, { now: clock.now() });
    expect(await ctx.app.db.select().from(affiliatePostbacks)).toHaveLength(before.length);
  });

  it('keeps the report and programmes to admins', async () => {
    const cashier = await staffToken(ctx.app, 'payments');
    const response = await staffCall(ctx.app, cashier, 'GET', '/affiliates/report');
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/staff/v1/affiliates/report' })).statusCode).toBe(
      401,
    );
  });
});
