import argon2 from 'argon2';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { players } from '../db/schema';

// OWASP's argon2id baseline (19 MiB, 2 passes); ~20-40 ms per hash, slow enough to hurt a stolen table.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, options);
}

/** False for a wrong password and for a hash that is not argon2 at all; never throws on bad input. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so "unknown user" costs as much as "wrong password".
let dummyHash: Promise<string> | null = null;
export function verifyAgainstDummy(plain: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-password-that-no-one-has');
  return dummyHash.then((hash) => verifyPassword(hash, plain)).then(() => false);
}

/** The password check of actions that ask for the account password again (limits, self-exclusion). */
export async function verifyPlayerPassword(db: Database, playerId: string, plain: string): Promise<boolean> {
  const [row] = await db
    .select({ passwordHash: players.passwordHash })
    .from(players)
    .where(and(eq(players.id, playerId), isNotNull(players.passwordHash)))
    .limit(1);
  if (!row?.passwordHash) return verifyAgainstDummy(plain);
  return verifyPassword(row.passwordHash, plain);
}
