import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, skins } from '../../db/schema';

/** The bare address inside `Name <address>`, or the value as it is. */
export function bareAddress(mailbox: string): string {
  return /<([^>]+)>/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/**
 * Where a player writes to reach support: their skin's support address, else the sender of our mails
 * (MAIL_FROM). Mails that ask the player to write name this address, never a page that is not there.
 */
export async function findSupportAddress(db: Database, playerId: string, mailFrom: string): Promise<string> {
  const [row] = await db
    .select({ config: skins.config })
    .from(players)
    .innerJoin(skins, eq(skins.id, players.skinId))
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.config.supportEmail?.trim() || bareAddress(mailFrom);
}
