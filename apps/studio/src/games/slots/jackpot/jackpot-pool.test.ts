import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StudioContext } from '../../../context';
import { jackpotPools, rounds } from '../../../db/schema';
import { sendOwed } from '../../../rounds/settle-round';
import { launch, studioHeaders, testSecret, useStudio } from '../../../test/studio-app';
import { createWalletClient } from '../../../wallet/wallet-client';
import { starJackpot } from '@casino/fair/games/slots/titles/star-jackpot';
import { readJackpotPool, settleJackpot } from './jackpot-pool';

const { seedAmount, contributionBp } = starJackpot.config.jackpot!;

describe('the jackpot pool', () => {
  const ctx = useStudio({}, 1_000_000n);
  const studio = () => ({ db: ctx.handle.db, now: () => new Date() }) as unknown as StudioContext;
  const pool = () => readJackpotPool(ctx.handle.db, 'star-jackpot', 'EUR');
  const open = async (mode: 'real' | 'fun') => {
    const { token } = await launch(ctx.app, 'star-jackpot', mode);
    await ctx.app.inject({ method: 'GET', url: '/studio/api/session', headers: studioHeaders(token) });
    return token;
  };
  const play = (token: string, stake: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/studio/api/play',
      headers: studioHeaders(token),
      payload: { stake, params: {} },
    });
  const shownPool = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/studio/api/jackpot', headers: studioHeaders(token) })
    ).json().data.pool;

  it('starts from its seed and takes 1 % of every real stake, exactly, fun play aside', async () => {
    const fun = await open('fun');
    expect((await play(fun, '1000')).json().data.round.outcome.jackpot.amount).toBeUndefined();
    expect(await shownPool(fun)).toBeNull();
    expect(await pool()).toBe(BigInt(seedAmount));

    const token = await open('real');
    const stakes = [1000n, 250n, 30n];
    for (const stake of stakes) {
      const { round } = (await play(token, stake.toString())).json().data;
      expect(round.status).toBe('settled');
      expect(round.outcome.jackpot).toEqual({ isHit: false, amount: '0' });
      expect(ctx.platform.state.movements.get(`${round.id}:win`)?.amount).toBe(BigInt(round.payout));
    }
    // 1 % of 30 is 0.3 of a minor unit: kept in the pool, shown once whole.
    const [row] = await ctx.handle.db.select().from(jackpotPools);
    const added = stakes.reduce((sum, stake) => sum + stake * BigInt(contributionBp), 0n);
    expect(row!.amountTenThousandths).toBe(BigInt(seedAmount) * 10_000n + added);
    expect(await shownPool(token)).toBe((BigInt(seedAmount) + added / 10_000n).toString());
  });

  it('pays the whole pool to a round that drew it, once, and starts again from the seed', async () => {
    const token = await open('real');
    const { round: played } = (await play(token, '500')).json().data;
    const [stored] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, played.id));
    // The same round as if its jackpot number had fallen under the odds, its win still owed.
    const [owed] = await ctx.handle.db
      .insert(rounds)
      .values({
        ...stored!,
        id: crypto.randomUUID(),
        status: 'win_pending',
        outcome: { ...(stored!.outcome as object), jackpot: { isHit: true } },
      })
      .returning();
    const before = (await ctx.handle.db.select().from(jackpotPools))[0]!.amountTenThousandths;
    const expected = (before + 500n * BigInt(contributionBp)) / 10_000n;

    const paid = await settleJackpot(studio(), owed!);
    expect(paid.payout).toBe(owed!.payout + expected);
    expect(paid.outcome).toMatchObject({ jackpot: { isHit: true, amount: expected.toString() } });
    const after = (await ctx.handle.db.select().from(jackpotPools))[0]!.amountTenThousandths;
    expect(after).toBe(BigInt(seedAmount) * 10_000n + ((before + 500n * BigInt(contributionBp)) % 10_000n));

    // Settling it again (a retry, a second process) changes nothing.
    const again = await settleJackpot(studio(), owed!);
    expect(again.payout).toBe(paid.payout);
    expect((await ctx.handle.db.select().from(jackpotPools))[0]!.amountTenThousandths).toBe(after);
  });

  it('sends the pool it paid as the marked jackpot part of the win, which the platform pays above the cap', async () => {
    const token = await open('real');
    const { round: played } = (await play(token, '500')).json().data;
    const [stored] = await ctx.handle.db.select().from(rounds).where(eq(rounds.id, played.id));
    const id = crypto.randomUUID();
    const [owed] = await ctx.handle.db
      .insert(rounds)
      .values({
        ...stored!,
        id,
        winTransactionId: `${id}:win`,
        status: 'win_pending',
        outcome: { ...(stored!.outcome as object), jackpot: { isHit: true } },
      })
      .returning();
    const paid = await settleJackpot(studio(), owed!);
    const jackpot = (paid.outcome as { jackpot: { amount: string } }).jackpot.amount;
    expect(BigInt(jackpot)).toBeGreaterThan(0n);
    const wallet = createWalletClient({
      platformUrl: ctx.platform.url,
      secret: testSecret,
      providerCode: 'nova-studio',
    });
    const quiet = { warn: () => {}, error: () => {}, info: () => {} };
    const sent = await sendOwed(
      { ...studio(), wallet, log: quiet, retryBaseMs: 20 } as unknown as StudioContext,
      paid,
    );
    expect(sent.status).toBe('settled');
    expect(ctx.platform.state.wins.at(-1)).toMatchObject({
      amount: paid.payout.toString(),
      jackpotAmount: jackpot,
    });
    // A round without a jackpot hit sends no jackpot part at all.
    expect(
      ctx.platform.state.wins.find((win) => win.transactionId === stored!.winTransactionId),
    ).not.toHaveProperty('jackpotAmount');
  });
});
