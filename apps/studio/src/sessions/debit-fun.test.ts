import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioDbHandle } from '../db/client';
import { funSessions } from '../db/schema';
import { createStudioTestDatabase } from '../test/test-db';
import { debitFun } from './debit-fun';

describe('the play-for-fun debit', () => {
  let handle: StudioDbHandle;
  beforeAll(async () => {
    handle = await createStudioTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function funSession(balance: bigint) {
    const now = new Date();
    const [row] = await handle.db
      .insert(funSessions)
      .values({
        tokenHash: `t-${Math.random()}`,
        game: 'dice',
        language: 'en',
        currency: 'EUR',
        balance,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 60_000),
      })
      .returning();
    return row!.id;
  }
  const balanceOf = async (id: string) =>
    (await handle.db.select().from(funSessions).where(eq(funSessions.id, id)))[0]!.balance;

  it('takes the stake and returns an instant payout in one statement', async () => {
    const id = await funSession(1_000n);
    expect(await handle.db.transaction((tx) => debitFun(tx, id, 300n))).toBe(700n);
    expect(await handle.db.transaction((tx) => debitFun(tx, id, 200n, 500n))).toBe(1_000n);
    expect(await balanceOf(id)).toBe(1_000n);
  });

  it('refuses a stake above the balance, says the balance and moves nothing', async () => {
    const id = await funSession(100n);
    await expect(handle.db.transaction((tx) => debitFun(tx, id, 101n, 1_000n))).rejects.toMatchObject({
      code: 'insufficient_funds',
      data: { balance: '100' },
    });
    expect(await balanceOf(id)).toBe(100n);
  });
});
