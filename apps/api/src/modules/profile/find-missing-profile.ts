import { findMissingProfileFields } from '@casino/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';

/** The cashier's check (spec section 5): which profile fields still need filling in. */
export async function findMissingProfile(db: Database, playerId: string): Promise<string[]> {
  const [row] = await db
    .select({
      fname: players.fname,
      lname: players.lname,
      address: players.address,
      city: players.city,
      zip: players.zip,
      mobile: players.mobile,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row ? findMissingProfileFields(row) : [];
}
