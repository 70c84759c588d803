import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../config';
import { gameRounds } from '../../db/schema';
import { relaxedLimitsEnv } from '../../test/accounts';
import { insertTestGame } from '../../test/games';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer } from '../../test/players';
import { signBody } from '@casino/contract/signature';
import { reconcile } from '../ledger/reconcile';
import { betBody, fundPlayer, openGameSession, testStudioSecret, useFakeProvider } from './wallet-test-kit';

const env: Env = { ...relaxedLimitsEnv };
const provider = useFakeProvider(env);
const ctx = useTestApp({ env });

interface Answer {
  info: { resultCode: string };
  data: { balance: string };
}

describe('500 concurrent signed bets for one player over HTTP', () => {
  it('accepts exactly floor(balance / stake), never goes below zero, and the books reconcile', async () => {
    const game = await insertTestGame(ctx.db);
    const player = await loginAsNewPlayer(ctx.app);
    const cash = 10_000n;
    const stake = 37n;
    await fundPlayer(ctx.db, player.playerId, cash);
    const session = await openGameSession(ctx.app, provider, player, game.id);

    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const bodies = Array.from({ length: 500 }, () => JSON.stringify(betBody(session, stake.toString())));
    const answers = await Promise.all(
      bodies.map(async (raw) => {
        const response = await fetch(`http://127.0.0.1:${port}/provider/v1/bet`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-provider': 'nova-studio',
            'x-signature': signBody(testStudioSecret, raw),
          },
          body: raw,
        });
        return { status: response.status, body: (await response.json()) as Answer };
      }),
    );

    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(accepted).toHaveLength(Number(cash / stake));
    expect(new Set(refused.map((answer) => answer.body.info.resultCode))).toEqual(
      new Set(['insufficient_funds']),
    );
    for (const answer of answers) expect(BigInt(answer.body.data.balance)).toBeGreaterThanOrEqual(0n);
    // Every accepted bet saw a different balance: they were applied one after the other.
    expect(new Set(accepted.map((answer) => answer.body.data.balance)).size).toBe(accepted.length);

    const rounds = await ctx.db.select().from(gameRounds).where(eq(gameRounds.playerId, player.playerId));
    expect(rounds).toHaveLength(accepted.length);
    const balance = await fetch(`http://127.0.0.1:${port}/provider/v1/balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-provider': 'nova-studio',
        'x-signature': signBody(
          testStudioSecret,
          JSON.stringify({ playerId: player.playerId, currency: 'EUR' }),
        ),
      },
      body: JSON.stringify({ playerId: player.playerId, currency: 'EUR' }),
    });
    expect(((await balance.json()) as Answer).data.balance).toBe((cash % stake).toString());
    const books = await reconcile(ctx.db);
    expect(books.accountMismatches).toEqual([]);
    expect(books.unbalancedEntries).toEqual([]);
  });
});
