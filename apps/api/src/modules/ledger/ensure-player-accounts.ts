import { and, eq } from 'drizzle-orm';
import { ledgerAccounts, type PlayerAccountKind } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

export interface PlayerAccounts {
  currency: string;
  cash: string;
  bonus: string;
  withdrawalHold: string;
}

const kinds: Record<PlayerAccountKind, keyof Omit<PlayerAccounts, 'currency'>> = {
  player_cash: 'cash',
  player_bonus: 'bonus',
  player_withdrawal_hold: 'withdrawalHold',
};

/**
 * Opens the player's cash, bonus and withdrawal-hold accounts in a currency, or finds them: safe to
 * call on every deposit or launch, and concurrently (ON CONFLICT DO NOTHING, then read).
 */
export async function ensurePlayerAccounts(
  db: DbExecutor,
  playerId: string,
  currency: string,
): Promise<PlayerAccounts> {
  const kindList = Object.keys(kinds) as PlayerAccountKind[];
  await db
    .insert(ledgerAccounts)
    .values(kindList.map((kind) => ({ ownerKind: 'player' as const, ownerId: playerId, currency, kind })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  const accounts = { currency } as PlayerAccounts;
  for (const row of rows) accounts[kinds[row.kind as PlayerAccountKind]] = row.id;
  return accounts;
}
