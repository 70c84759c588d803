import { providerRoutes } from '@casino/contract/routes/provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWallet, type FakeWallet } from '../test/fake-wallet.js';
import { createWalletClient, walletRefusalOf } from './wallet-client.js';

let wallet: FakeWallet;
beforeAll(async () => {
  wallet = await startFakeWallet();
  wallet.sessions.add('s');
  wallet.balances.set('p', 1_000n);
});
afterAll(() => wallet.close());

const bet = (transactionId: string) => ({
  sessionToken: 's',
  playerId: 'p',
  transactionId,
  roundId: `round-${transactionId}`,
  externalGameId: 'sportsbook',
  amount: '100',
  currency: 'EUR',
});

describe('the wallet client', () => {
  const slept: number[] = [];
  const client = () =>
    createWalletClient({
      platformUrl: wallet.url,
      secret: wallet.secret,
      providerCode: wallet.providerCode,
      attempts: 3,
      backoffMs: 10,
      sleep: (ms) => {
        slept.push(ms);
        return Promise.resolve();
      },
    });

  it('signs its calls: the platform refuses a wrong secret', async () => {
    const forged = createWalletClient({
      platformUrl: wallet.url,
      secret: 'not-the-secret',
      providerCode: wallet.providerCode,
      attempts: 1,
    });
    expect(await forged.call(providerRoutes.placeBet, bet('forged'))).toMatchObject({
      kind: 'refused',
      code: 'invalid_signature',
    });
    expect(wallet.balances.get('p')).toBe(1_000n);
  });

  it('retries a 5xx with growing back-off under the same transaction id, applied once', async () => {
    wallet.failNext(2);
    const answer = await client().call(providerRoutes.placeBet, bet('t1'));
    expect(answer).toMatchObject({ kind: 'ok', data: { balance: '900' } });
    expect(slept).toEqual([10, 20]);
    expect(wallet.requests.filter((r) => r.transactionId === 't1')).toHaveLength(3);
  });

  it('gives up as lost after its attempts, and maps refusals to placement reasons', async () => {
    wallet.failNext(3);
    expect(await client().call(providerRoutes.placeBet, bet('t2'))).toMatchObject({ kind: 'lost' });
    wallet.balances.set('p', 50n);
    const poor = await client().call(providerRoutes.placeBet, bet('t3'));
    expect(poor).toMatchObject({ kind: 'refused', code: 'insufficient_funds' });
    expect(walletRefusalOf('insufficient_funds')).toBe('insufficient_funds');
    expect(walletRefusalOf('self_exclusion_active')).toBe('player_blocked');
    expect(walletRefusalOf('game_session_invalid')).toBe('session_invalid');
    expect(walletRefusalOf('bonus_max_bet_exceeded')).toBe('wallet_limit');
  });

  it('a platform that cannot be reached is lost, not refused', async () => {
    const unreachable = createWalletClient({
      platformUrl: 'http://127.0.0.1:1',
      secret: wallet.secret,
      providerCode: wallet.providerCode,
      attempts: 2,
      sleep: () => Promise.resolve(),
    });
    expect(await unreachable.call(providerRoutes.placeBet, bet('t4'))).toMatchObject({ kind: 'lost' });
  });
});
