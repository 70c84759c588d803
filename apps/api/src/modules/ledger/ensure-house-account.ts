import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { ledgerAccounts, type HouseAccountKind } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * Entries lock their accounts in id order. House accounts are the hot rows (every bet of every player
 * in a currency touches the same one), so their ids are made to sort after every player's: a
 * transaction then takes the house lock last, holds it for one statement and the commit, and never
 * waits on a busy player while holding it. The rest of the id stays random, so it is still a uuid.
 */
function houseAccountId(): string {
  return `ffffffff${randomUUID().slice(8)}`;
}

/**
 * The casino's account of a kind in a currency (and shard, for the hot accounts split per player;
 * see ledgerAccounts.shard), opened on first use; returns its id.
 */
export async function ensureHouseAccount(
  db: DbExecutor,
  kind: HouseAccountKind,
  currency: string,
  shard = 0,
): Promise<string> {
  await db
    .insert(ledgerAccounts)
    .values({ id: houseAccountId(), ownerKind: 'house', ownerId: null, currency, kind, shard })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'house'),
        isNull(ledgerAccounts.ownerId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.shard, shard),
      ),
    );
  if (!row) throw new Error(`house account ${kind} ${currency} could not be opened`);
  return row.id;
}
