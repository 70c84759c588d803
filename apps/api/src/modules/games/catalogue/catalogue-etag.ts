import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/transaction';

/**
 * A weak ETag of the catalogue's state as one list shows it. The catalogue changes only through a
 * provider's sync, which stores the hash of the list it applied, so the providers' hashes and flags
 * are the whole state: one small query, and a sync that changed nothing keeps every ETag as it was.
 * `variant` is what else shapes the answer (the query: mobile, limit, offset).
 */
export async function catalogueEtag(db: Database, variant: string): Promise<string> {
  const [row] = rowsOf<{ state: string | null }>(
    await db.execute(sql`
      SELECT string_agg(code || ':' || enabled::text || ':' || list_hash, ',' ORDER BY code) AS state
      FROM game_providers`),
  );
  const digest = createHash('sha256')
    .update(`${row?.state ?? ''}|${variant}`)
    .digest('base64url')
    .slice(0, 27);
  return `W/"${digest}"`;
}

/** If-None-Match holds this ETag (or '*'): the client's copy is current. */
export function isEtagFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
