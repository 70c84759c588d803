import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skins } from '../../db/schema';

/** Writes the skin's live chat settings (public ids only; the secure-mode key stays in TAWK_SECRET). */
export async function setSkinLiveChat(
  db: Database,
  skinId: string,
  liveChat: { enabled: boolean; propertyId: string; widgetId: string },
): Promise<{ enabled: boolean; propertyId: string; widgetId: string }> {
  await db
    .update(skins)
    .set({ config: sql`jsonb_set(${skins.config}, '{liveChat}', ${JSON.stringify(liveChat)}::jsonb)` })
    .where(eq(skins.id, skinId));
  return liveChat;
}
