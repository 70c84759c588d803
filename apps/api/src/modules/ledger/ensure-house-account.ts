import { and, eq, isNull } from 'drizzle-orm';
import { ledgerAccounts, type HouseAccountKind } from '../../db/schema';
import type { DbExecutor } from './ledger-db';

/** The casino's account of a kind in a currency, opened on first use; returns its id. */
export async function ensureHouseAccount(db: DbExecutor, kind: HouseAccountKind, currency: string): Promise<string> {
  await db.insert(ledgerAccounts).values({ ownerKind: 'house', ownerId: null, currency, kind }).onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'house'),
        isNull(ledgerAccounts.ownerId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.kind, kind),
      ),
    );
  if (!row) throw new Error(`house account ${kind} ${currency} could not be opened`);
  return row.id;
}
