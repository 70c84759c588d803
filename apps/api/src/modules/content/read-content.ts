import type { Banner, BannersData, ContentPage, ContentSummary, PostListData } from '@casino/contract';
import { isLocale, type Locale } from '@casino/rules';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contentEntries,
  contentTranslations,
  type ContentEntryRow,
  type ContentKind,
  type ContentTranslationRow,
} from '../../db/schema';

/** Published and inside its window at `now` (an open end on either side means no bound). */
export function servedAt(now: Date) {
  return and(
    eq(contentEntries.status, 'published'),
    or(isNull(contentEntries.publishFrom), lte(contentEntries.publishFrom, now)),
    or(isNull(contentEntries.publishUntil), gt(contentEntries.publishUntil, now)),
  );
}

/** The date a reader is shown: the start of the window, else when the entry was made. */
const shownDate = sql`coalesce(${contentEntries.publishFrom}, ${contentEntries.createdAt})`;

/** Per entry, its words in `locale`, else in en (the fallback every entry has). */
async function translationsFor(
  db: Database,
  entryIds: string[],
  locale: Locale,
): Promise<Map<string, ContentTranslationRow>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(
        inArray(contentTranslations.entryId, entryIds),
        inArray(contentTranslations.language, [...new Set([locale, 'en'])]),
      ),
    );
  const chosen = new Map<string, ContentTranslationRow>();
  for (const row of rows) {
    const current = chosen.get(row.entryId);
    if (!current || row.language === locale) chosen.set(row.entryId, row);
  }
  return chosen;
}

function summaryOf(entry: ContentEntryRow, words: ContentTranslationRow): ContentSummary {
  return {
    slug: entry.slug,
    title: words.title,
    description: words.description,
    coverImage: entry.coverImage,
    language: isLocale(words.language) ? words.language : 'en',
    publishedAt: (entry.publishFrom ?? entry.createdAt).toISOString(),
  };
}

/** Newest first, a page at a time (Load more asks for the next offset). */
export async function listPosts(
  db: Database,
  input: { skinId: string; locale: Locale; now: Date; limit: number; offset: number },
): Promise<PostListData> {
  const where = and(
    eq(contentEntries.skinId, input.skinId),
    eq(contentEntries.kind, 'post'),
    servedAt(input.now),
  );
  const [total] = await db.select({ n: count() }).from(contentEntries).where(where);
  const entries = await db
    .select()
    .from(contentEntries)
    .where(where)
    .orderBy(desc(shownDate), desc(contentEntries.id))
    .limit(input.limit)
    .offset(input.offset);
  const words = await translationsFor(
    db,
    entries.map((entry) => entry.id),
    input.locale,
  );
  const posts = entries.flatMap((entry) => {
    const text = words.get(entry.id);
    return text ? [summaryOf(entry, text)] : [];
  });
  const n = Number(total?.n ?? 0);
  return {
    posts,
    total: n,
    limit: input.limit,
    offset: input.offset,
    hasMore: input.offset + entries.length < n,
  };
}

/** One post or info page as served now, in the reader's language or en; null when not served. */
export async function getContentPage(
  db: Database,
  input: {
    skinId: string;
    kind: Extract<ContentKind, 'post' | 'page'>;
    slug: string;
    locale: Locale;
    now: Date;
  },
): Promise<ContentPage | null> {
  const [entry] = await db
    .select()
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.skinId, input.skinId),
        eq(contentEntries.kind, input.kind),
        eq(contentEntries.slug, input.slug),
        servedAt(input.now),
      ),
    )
    .limit(1);
  if (!entry) return null;
  const words = (await translationsFor(db, [entry.id], input.locale)).get(entry.id);
  if (!words) return null;
  const languages = await db
    .select({ language: contentTranslations.language })
    .from(contentTranslations)
    .where(eq(contentTranslations.entryId, entry.id))
    .orderBy(asc(contentTranslations.language));
  return {
    ...summaryOf(entry, words),
    html: words.bodyHtml,
    languages: languages.map((row) => row.language).filter(isLocale),
    updatedAt: (words.updatedAt > entry.updatedAt ? words.updatedAt : entry.updatedAt).toISOString(),
  };
}

/** The home page's hero and promotion banners served now, in order. */
export async function listBanners(
  db: Database,
  input: { skinId: string; locale: Locale; now: Date },
): Promise<BannersData> {
  const entries = await db
    .select()
    .from(contentEntries)
    .where(
      and(eq(contentEntries.skinId, input.skinId), eq(contentEntries.kind, 'banner'), servedAt(input.now)),
    )
    .orderBy(asc(contentEntries.position), asc(contentEntries.slug));
  const words = await translationsFor(
    db,
    entries.map((entry) => entry.id),
    input.locale,
  );
  const result: BannersData = { hero: [], promotions: [] };
  for (const entry of entries) {
    const text = words.get(entry.id);
    if (!text || !entry.link) continue;
    const banner: Banner = {
      slug: entry.slug,
      title: text.title,
      description: text.description,
      coverImage: entry.coverImage,
      link: entry.link,
    };
    (entry.placement === 'hero' ? result.hero : result.promotions).push(banner);
  }
  return result;
}
