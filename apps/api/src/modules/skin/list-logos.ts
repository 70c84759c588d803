import type { Logo } from '@casino/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logos } from '../../db/schema';

export async function listLogos(
  db: Database,
  input: { skinId: string; type?: Logo['type'] | undefined; color?: Logo['color'] | undefined },
): Promise<Logo[]> {
  const filters: SQL[] = [eq(logos.skinId, input.skinId)];
  if (input.type) filters.push(eq(logos.type, input.type));
  if (input.color) filters.push(eq(logos.color, input.color));
  return db
    .select({ name: logos.name, type: logos.type, color: logos.color, url: logos.url, alt: logos.alt })
    .from(logos)
    .where(and(...filters))
    .orderBy(asc(logos.type), asc(logos.name), asc(logos.color));
}
