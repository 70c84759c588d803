import { and, asc, eq } from 'drizzle-orm';
import { ledgerAccounts, type PlayerAccountKind } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

export interface PlayerBalance {
  currency: string;
  /** Minor units, as stored on the account rows: no sum over postings on the read path. */
  cash: bigint;
  bonus: bigint;
  withdrawalHold: bigint;
}

const fields: Record<PlayerAccountKind, 'cash' | 'bonus' | 'withdrawalHold'> = {
  player_cash: 'cash',
  player_bonus: 'bonus',
  player_withdrawal_hold: 'withdrawalHold',
};

/** One line per currency the player has accounts in; none when the player never had money. */
export async function getBalances(db: DbExecutor, playerId: string): Promise<PlayerBalance[]> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerKind, 'player'), eq(ledgerAccounts.ownerId, playerId)))
    .orderBy(asc(ledgerAccounts.currency));
  const byCurrency = new Map<string, PlayerBalance>();
  for (const row of rows) {
    const line = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      cash: 0n,
      bonus: 0n,
      withdrawalHold: 0n,
    };
    line[fields[row.kind as PlayerAccountKind]] = row.balance;
    byCurrency.set(row.currency, line);
  }
  return [...byCurrency.values()];
}
