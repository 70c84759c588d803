import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { skins, type Skin } from '../../db/schema';

export async function findSkinByApiKey(db: Database, apiKey: string): Promise<Skin | null> {
  const [row] = await db.select().from(skins).where(eq(skins.key, apiKey)).limit(1);
  return row ?? null;
}
