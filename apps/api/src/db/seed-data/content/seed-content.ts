import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportedLocales } from '@casino/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { renderMarkdown } from '../../../modules/content/render-markdown';
import { contentSeedDir } from '../../../paths';
import type { Database } from '../../client';
import { contentEntries, contentTranslations } from '../../schema';
import { seedContent } from './manifest';

/** `---\ntitle: ..\ndescription: ..\n---\nbody` */
export function parseSeedFile(text: string): { title: string; description: string; markdown: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('seed content file without front matter');
  const fields = new Map(
    (match[1] ?? '').split('\n').flatMap((line) => {
      const colon = line.indexOf(':');
      return colon > 0 ? [[line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as const] : [];
    }),
  );
  const title = fields.get('title');
  if (!title) throw new Error('seed content file without a title');
  return { title, description: fields.get('description') ?? '', markdown: (match[2] ?? '').trim() };
}

/**
 * Puts the demo news, info pages and banners in place, published. Only what is missing is added:
 * once an entry exists it belongs to the operators, and a restart never overwrites their edits.
 */
export async function seedContentEntries(db: Database, skinId: string, now: Date) {
  const existing = await db
    .select({ slug: contentEntries.slug, kind: contentEntries.kind })
    .from(contentEntries)
    .where(
      and(
        eq(contentEntries.skinId, skinId),
        inArray(
          contentEntries.slug,
          seedContent.map((entry) => entry.slug),
        ),
      ),
    );
  const have = new Set(existing.map((row) => `${row.kind}:${row.slug}`));
  const missing = seedContent.filter((entry) => !have.has(`${entry.kind}:${entry.slug}`));
  for (const entry of missing) {
    const [row] = await db
      .insert(contentEntries)
      .values({
        skinId,
        kind: entry.kind,
        slug: entry.slug,
        placement: entry.placement ?? null,
        position: entry.position ?? 0,
        coverImage: entry.coverImage ?? null,
        link: entry.link ?? null,
        status: 'published',
        publishFrom: entry.publishFrom ? new Date(entry.publishFrom) : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: contentEntries.id });
    if (!row) continue;
    const translations = [];
    for (const language of supportedLocales) {
      const file = join(contentSeedDir, language, `${entry.slug}.md`);
      if (!existsSync(file)) continue;
      const words = parseSeedFile(readFileSync(file, 'utf8'));
      translations.push({
        entryId: row.id,
        language,
        title: words.title,
        description: words.description,
        bodyMarkdown: words.markdown,
        bodyHtml: await renderMarkdown(words.markdown),
        updatedAt: now,
      });
    }
    if (translations.length > 0) await db.insert(contentTranslations).values(translations);
  }
}
