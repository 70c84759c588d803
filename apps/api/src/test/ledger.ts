import { and, eq } from 'drizzle-orm';
import { bonusCampaigns, ledgerAccounts, type BonusCampaignRow } from '../db/schema';
import type { Database as Db } from '../db/client';

/** A player's EUR money in the ledger: cash, bonus, and what a withdrawal request holds. */
export async function moneyOf(db: Db, playerId: string) {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, playerId), eq(ledgerAccounts.currency, 'EUR')));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return { cash: of('player_cash'), bonus: of('player_bonus'), hold: of('player_withdrawal_hold') };
}

/** A player's cash account balance (the one currency a test player has). */
export async function cashOf(db: Db, playerId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerId, playerId), eq(ledgerAccounts.kind, 'player_cash')));
  return row?.balance ?? 0n;
}

let campaignSequence = 0;

/** A claimable €10 no-deposit campaign (30x, slots count fully), with the test's overrides. */
export async function insertTestCampaign(
  db: Db,
  overrides: Partial<typeof bonusCampaigns.$inferInsert> = {},
): Promise<BonusCampaignRow> {
  campaignSequence += 1;
  const [row] = await db
    .insert(bonusCampaigns)
    .values({
      slug: `test-campaign-${process.pid}-${campaignSequence}`,
      kind: 'no_deposit',
      activation: 'claim',
      names: { en: `Test campaign ${campaignSequence}` },
      amountEurCents: 1000n,
      wageringMultiple: 30,
      contributions: { slots: 100, 'live-casino-and-tables': 10 },
      onePerPlayer: true,
      ...overrides,
    })
    .returning();
  return row!;
}
