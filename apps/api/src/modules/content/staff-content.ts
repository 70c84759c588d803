import {
  contentLanguages,
  type StaffContentCreateBody,
  type StaffContentEntry,
  type StaffContentUpdateBody,
} from '@casino/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  contentAudit,
  contentEntries,
  contentTranslations,
  type ContentEntryRow,
  type ContentKind,
} from '../../db/schema';
import { isConstraintViolation, type DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { renderMarkdown } from './render-markdown';

type Translations = StaffContentCreateBody['translations'];
type Language = (typeof contentLanguages)[number];

async function entryView(db: DbExecutor, entry: ContentEntryRow): Promise<StaffContentEntry> {
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(eq(contentTranslations.entryId, entry.id))
    .orderBy(asc(contentTranslations.language));
  return {
    id: entry.id,
    kind: entry.kind,
    slug: entry.slug,
    placement: entry.placement,
    position: entry.position,
    coverImage: entry.coverImage,
    link: entry.link,
    status: entry.status,
    publishFrom: entry.publishFrom?.toISOString() ?? null,
    publishUntil: entry.publishUntil?.toISOString() ?? null,
    updatedAt: entry.updatedAt.toISOString(),
    translations: rows.flatMap((row) =>
      (contentLanguages as readonly string[]).includes(row.language)
        ? [
            {
              language: row.language as Language,
              title: row.title,
              description: row.description,
              markdown: row.bodyMarkdown,
              html: row.bodyHtml,
            },
          ]
        : [],
    ),
  };
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation_error', undefined, { issues: [{ field, message }] });
}

/** The rules of an entry as a whole: a banner has a placement and a link, a post or page neither. */
function checkShape(entry: {
  kind: ContentKind;
  placement: string | null;
  link: string | null;
  publishFrom: Date | null;
  publishUntil: Date | null;
}) {
  if (entry.kind === 'banner') {
    if (!entry.placement) throw invalid('placement', 'A banner needs a placement: hero or promotion');
    if (!entry.link) throw invalid('link', 'A banner needs a link to a page of the product');
  } else if (entry.placement) {
    throw invalid('placement', 'Only banners have a placement');
  }
  if (entry.publishFrom && entry.publishUntil && entry.publishUntil <= entry.publishFrom)
    throw invalid('publishUntil', 'The window must end after it starts');
}

async function writeTranslations(db: DbExecutor, entryId: string, translations: Translations, now: Date) {
  for (const [language, words] of Object.entries(translations)) {
    if (!words) continue;
    const values = {
      title: words.title,
      description: words.description,
      bodyMarkdown: words.markdown,
      bodyHtml: await renderMarkdown(words.markdown),
      updatedAt: now,
    };
    await db
      .insert(contentTranslations)
      .values({ entryId, language, ...values })
      .onConflictDoUpdate({
        target: [contentTranslations.entryId, contentTranslations.language],
        set: values,
      });
  }
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

function slugTaken(error: unknown): never {
  if (isConstraintViolation(error, 'content_entries_skin_kind_slug_unique'))
    throw new AppError('content_slug_taken');
  throw error;
}

export interface StaffActor {
  staffId: string;
  now: Date;
}

/** A new entry, a draft until published; en is required (it is every reader's fallback). */
export async function createContent(
  db: Database,
  input: { skinId: string; body: StaffContentCreateBody } & StaffActor,
): Promise<StaffContentEntry> {
  const { body, now } = input;
  if (!body.translations.en)
    throw invalid('translations.en', 'The English text is required: it is the fallback');
  const shape = {
    kind: body.kind,
    placement: body.placement ?? null,
    link: body.link ?? null,
    publishFrom: dateOrNull(body.publishFrom),
    publishUntil: dateOrNull(body.publishUntil),
  };
  checkShape(shape);
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(contentEntries)
        .values({
          skinId: input.skinId,
          slug: body.slug,
          position: body.position ?? 0,
          coverImage: body.coverImage ?? null,
          status: 'draft',
          createdAt: now,
          updatedAt: now,
          updatedBy: input.staffId,
          ...shape,
        })
        .returning();
      if (!entry) throw new Error('content insert returned nothing');
      await writeTranslations(tx, entry.id, body.translations, now);
      await tx.insert(contentAudit).values({
        entryId: entry.id,
        staffId: input.staffId,
        action: 'create',
        detail: { slug: body.slug, kind: body.kind, languages: Object.keys(body.translations) },
        at: now,
      });
      return entryView(tx, entry);
    });
  } catch (error) {
    return slugTaken(error);
  }
}

async function lockedEntry(db: DbExecutor, id: string): Promise<ContentEntryRow> {
  const [entry] = await db.select().from(contentEntries).where(eq(contentEntries.id, id)).for('update');
  if (!entry) throw new AppError('content_not_found');
  return entry;
}

/** Changes the given fields; the translations given replace those languages, others stay. */
export async function updateContent(
  db: Database,
  input: { id: string; body: StaffContentUpdateBody } & StaffActor,
): Promise<StaffContentEntry> {
  const { body, now } = input;
  try {
    return await db.transaction(async (tx) => {
      const current = await lockedEntry(tx, input.id);
      const next = {
        slug: body.slug ?? current.slug,
        placement: body.placement === undefined ? current.placement : body.placement,
        position: body.position ?? current.position,
        coverImage: body.coverImage === undefined ? current.coverImage : body.coverImage,
        link: body.link === undefined ? current.link : body.link,
        publishFrom: body.publishFrom === undefined ? current.publishFrom : dateOrNull(body.publishFrom),
        publishUntil: body.publishUntil === undefined ? current.publishUntil : dateOrNull(body.publishUntil),
      };
      checkShape({ kind: current.kind, ...next });
      const [entry] = await tx
        .update(contentEntries)
        .set({ ...next, updatedAt: now, updatedBy: input.staffId })
        .where(eq(contentEntries.id, input.id))
        .returning();
      if (!entry) throw new AppError('content_not_found');
      if (body.translations) await writeTranslations(tx, entry.id, body.translations, now);
      const { translations, ...fields } = body;
      await tx.insert(contentAudit).values({
        entryId: entry.id,
        staffId: input.staffId,
        action: 'update',
        detail: { fields: Object.keys(fields), languages: Object.keys(translations ?? {}) },
        at: now,
      });
      return entryView(tx, entry);
    });
  } catch (error) {
    return slugTaken(error);
  }
}

/** Publishes (served inside its window) or takes an entry back to draft. */
export async function publishContent(
  db: Database,
  input: { id: string; published: boolean } & StaffActor,
): Promise<StaffContentEntry> {
  return db.transaction(async (tx) => {
    await lockedEntry(tx, input.id);
    const [entry] = await tx
      .update(contentEntries)
      .set({
        status: input.published ? 'published' : 'draft',
        updatedAt: input.now,
        updatedBy: input.staffId,
      })
      .where(eq(contentEntries.id, input.id))
      .returning();
    if (!entry) throw new AppError('content_not_found');
    await tx.insert(contentAudit).values({
      entryId: entry.id,
      staffId: input.staffId,
      action: input.published ? 'publish' : 'unpublish',
      at: input.now,
    });
    return entryView(tx, entry);
  });
}

export async function getContentForStaff(db: Database, id: string): Promise<StaffContentEntry> {
  const [entry] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
  if (!entry) throw new AppError('content_not_found');
  return entryView(db, entry);
}

/** Every entry of a skin (drafts too), newest change first. */
export async function listContentForStaff(
  db: Database,
  input: { skinId: string; kind?: ContentKind | undefined },
): Promise<StaffContentEntry[]> {
  const entries = await db
    .select()
    .from(contentEntries)
    .where(
      input.kind
        ? and(eq(contentEntries.skinId, input.skinId), eq(contentEntries.kind, input.kind))
        : eq(contentEntries.skinId, input.skinId),
    )
    .orderBy(desc(contentEntries.updatedAt));
  return Promise.all(entries.map((entry) => entryView(db, entry)));
}
