import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedRows } from '../../../db/client-prepared';

/** Distinct catalogue answers one process keeps (pages, searches, lobbies, in every language). */
const maxPages = 5000;

export interface CataloguePage<T> {
  value: T;
  /** A weak ETag of this answer: the catalogue's version and what else shaped it (`key`). */
  etag: string;
}

/**
 * The catalogue's answers kept in memory, keyed by the catalogue's version (and the reader's language
 * and query, which the caller puts in `key`). The version is the single row of catalogue_state, moved
 * by triggers whenever a listed thing changes (a sync through any instance, or a change made by
 * hand), so every instance shares it through the database. The rule:
 * - the version is read again at most every `versionTtlMs` (0: on every request), so a change made
 *   elsewhere is seen here within that time; a sync run by this process drops it at once
 *   (`invalidate`);
 * - when the version read differs from the one the pages were made under, every page is dropped.
 */
export class CatalogueCache {
  private version: string | null = null;
  private versionReadAt = 0;
  private reading: Promise<string> | null = null;
  private pagesVersion: string | null = null;
  /** Each answer with its ETag, made once when the answer is (the pages go with their version). */
  private readonly pages = new Map<string, { value: Promise<unknown>; etag: string }>();
  /** Whole-catalogue structures (the search index): kept for the version, never evicted by pages. */
  private readonly kept = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly versionTtlMs: number,
  ) {}

  /** The catalogue's version as this process last read it (read again when older than the TTL). */
  async currentVersion(): Promise<string> {
    if (this.version !== null && Date.now() - this.versionReadAt < this.versionTtlMs) return this.version;
    // One read at a time: a burst of requests after the TTL waits on the same query.
    this.reading ??= this.readVersion().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readVersion(): Promise<string> {
    const [row] = await preparedRows<{ version: string }>(
      this.db,
      sql`SELECT version::text AS version FROM catalogue_state WHERE id`,
    );
    this.version = row?.version ?? '0';
    this.versionReadAt = Date.now();
    return this.version;
  }

  /** Something in this process changed the catalogue (a sync): the next read asks the database. */
  invalidate(): void {
    this.version = null;
  }

  private async versionOfPages(): Promise<string> {
    const version = await this.currentVersion();
    if (version !== this.pagesVersion) {
      this.pages.clear();
      this.kept.clear();
      this.pagesVersion = version;
    }
    return version;
  }

  /**
   * A structure made from the whole catalogue (the search index), loaded once per version and process
   * and kept for it whatever the pages' turnover.
   */
  async keep<T>(key: string, load: () => Promise<T>): Promise<T> {
    await this.versionOfPages();
    let kept = this.kept.get(key) as Promise<T> | undefined;
    if (!kept) {
      kept = load();
      this.kept.set(key, kept);
      kept.catch(() => {
        if (this.kept.get(key) === kept) this.kept.delete(key);
      });
    }
    return kept;
  }

  /** The answer `key` names under the current version, loaded once per version and process. */
  async read<T>(key: string, load: () => Promise<T>): Promise<CataloguePage<T>> {
    const version = await this.versionOfPages();
    let page = this.pages.get(key) as { value: Promise<T>; etag: string } | undefined;
    if (page) {
      // Most recently used last, so the oldest goes first when the map is full.
      this.pages.delete(key);
      this.pages.set(key, page);
    } else {
      if (this.pages.size >= maxPages) {
        const oldest = this.pages.keys().next();
        if (!oldest.done) this.pages.delete(oldest.value);
      }
      const loaded = { value: load(), etag: catalogueEtagOf(version, key) };
      page = loaded;
      this.pages.set(key, loaded);
      // A failed load is not kept: the next request tries again.
      loaded.value.catch(() => {
        if (this.pages.get(key) === loaded) this.pages.delete(key);
      });
    }
    return { value: await page.value, etag: page.etag };
  }
}

/** A weak ETag of one catalogue answer: its version and its key (language, query). */
export function catalogueEtagOf(version: string, key: string): string {
  const digest = createHash('sha256').update(`${version}|${key}`).digest('base64url').slice(0, 27);
  return `W/"${digest}"`;
}
