import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, relaxedLimitsEnv } from '../../test/accounts';
import { balanceOf, cashierReadyPlayer } from '../../test/cashier';
import { useTestApp } from '../../test/helper';
import { nowpaymentsSignatureHeader, signNowpayments } from './nowpayments-processor';

const apiKey = 'np-test-api-key';
const ipnSecret = 'np-test-ipn-secret';
const received: { path: string; apiKey: string | undefined; body: Record<string, unknown> }[] = [];
let nextPaymentId = 5_077_000_000;

// NOWPayments' REST API faked at its network edge, answering as its documentation shows.
const fake: Server = createServer((request: IncomingMessage, response) => {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  request.on('end', () => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    received.push({
      path: request.url ?? '',
      apiKey: request.headers['x-api-key'] as string | undefined,
      body,
    });
    if (
      request.method !== 'POST' ||
      request.url !== '/v1/payment' ||
      request.headers['x-api-key'] !== apiKey
    ) {
      response.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Invalid api key"}');
      return;
    }
    nextPaymentId += 1;
    const isXrp = body.pay_currency === 'xrp';
    response.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        payment_id: String(nextPaymentId),
        payment_status: 'waiting',
        pay_address: isXrp ? 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe' : '3EZ2uHMBsf3MkD8oqXbU5Jw8nSW3pJhnD6',
        payin_extra_id: isXrp ? '1834573' : null,
        price_amount: Number(body.price_amount),
        price_currency: body.price_currency,
        pay_amount: isXrp ? 101.234567 : 0.00083411,
        pay_currency: body.pay_currency,
        order_id: body.order_id,
        expiration_estimate_date: '2099-01-01T00:00:00.000Z',
      }),
    );
  });
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  port = (fake.address() as AddressInfo).port;
  process.env.NP_FAKE_PORT = String(port);
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const ctx = useTestApp({
  env: {
    ...relaxedLimitsEnv,
    PAYMENT_PROCESSOR: 'nowpayments',
    NOWPAYMENTS_API_KEY: apiKey,
    NOWPAYMENTS_IPN_SECRET: ipnSecret,
    // The fake's port is known only once it listens; the app reads its URL through this getter.
    get NOWPAYMENTS_API_URL() {
      return `http://127.0.0.1:${process.env.NP_FAKE_PORT ?? '1'}/v1`;
    },
  },
});

function ipn(body: Record<string, unknown>, signature = signNowpayments(body, ipnSecret)) {
  // Sent with keys in a different order than signed: the signature covers the sorted form.
  return ctx.app.inject({
    method: 'POST',
    url: '/payments/webhook/nowpayments',
    headers: { 'content-type': 'application/json', [nowpaymentsSignatureHeader]: signature },
    payload: JSON.stringify(body),
  });
}

describe('NOWPayments adapter', () => {
  it('creates invoices through its REST API, with the memo tag for XRP', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const response = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'XRP', amount: '50.00' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        processor: 'nowpayments',
        memoTag: '1834573',
        cryptoAmount: '101.23456700',
        simulateUrl: null,
        expiresAt: '2099-01-01T00:00:00.000Z',
      },
    });
    expect(received.at(-1)).toMatchObject({
      path: '/v1/payment',
      apiKey,
      body: {
        price_amount: '50.00',
        price_currency: 'eur',
        pay_currency: 'xrp',
        ipn_callback_url: expect.stringMatching(/\/payments\/webhook\/nowpayments$/),
      },
    });
  });

  it('credits a finished IPN signed as its docs say, once, and refuses a bad signature', async () => {
    const player = await cashierReadyPlayer(ctx.app);
    const created = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'BTC', amount: '50.00' },
    });
    const paymentId = String(nextPaymentId);
    const invoice = created.json<{ data: { id: string } }>().data;
    const body = {
      payment_status: 'finished',
      payment_id: Number(paymentId),
      pay_address: '3EZ2uHMBsf3MkD8oqXbU5Jw8nSW3pJhnD6',
      price_amount: 50,
      price_currency: 'eur',
      pay_amount: 0.00083411,
      actually_paid: 0.00083411,
      pay_currency: 'btc',
      order_id: invoice.id,
      outcome_amount: 0.0008,
      outcome_currency: 'btc',
    };
    expect((await ipn(body, 'f'.repeat(128))).statusCode).toBe(401);
    const waiting = await ipn({ ...body, payment_status: 'confirming' });
    expect(waiting.statusCode).toBe(200);
    expect((await balanceOf(ctx.app, player)).cash).toBe('0.00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => ipn(body)));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.json()).toMatchObject({ data: { status: 'completed', credited: '50.00', paymentId } });
    expect((await balanceOf(ctx.app, player)).cash).toBe('50.00');
    const underpaid = await ipn({ ...body, actually_paid: 0.0004 });
    expect(underpaid.json()).toMatchObject({ info: { resultCode: 'idempotency_conflict' } });
  });
});
