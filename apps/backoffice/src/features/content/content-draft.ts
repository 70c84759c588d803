import type { StaffContentEntry } from '@casino/contract/content';
import { contentLanguages } from '@casino/contract/values/content';

export type ContentKind = StaffContentEntry['kind'];
export type ContentLanguage = (typeof contentLanguages)[number];
export const contentKinds: ContentKind[] = ['post', 'page', 'banner'];

export interface TranslationDraft {
  title: string;
  description: string;
  markdown: string;
}

/** What the editor's form holds: text fields as typed, dates as `datetime-local` values. */
export interface ContentDraft {
  kind: ContentKind;
  slug: string;
  placement: 'hero' | 'promotion';
  position: string;
  coverImage: string;
  link: string;
  publishFrom: string;
  publishUntil: string;
  translations: Record<ContentLanguage, TranslationDraft>;
}

const emptyTranslation: TranslationDraft = { title: '', description: '', markdown: '' };

/** An ISO instant as the `datetime-local` input shows it: the browser's own time zone, to the minute. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A `datetime-local` value (local time) as the ISO instant the API takes; empty is no bound. */
export function isoOfLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}

export function newDraft(kind: ContentKind): ContentDraft {
  return {
    kind,
    slug: '',
    placement: 'hero',
    position: '0',
    coverImage: '',
    link: '',
    publishFrom: '',
    publishUntil: '',
    translations: Object.fromEntries(
      contentLanguages.map((lang) => [lang, { ...emptyTranslation }]),
    ) as Record<ContentLanguage, TranslationDraft>,
  };
}

export function draftOf(entry: StaffContentEntry): ContentDraft {
  const draft = newDraft(entry.kind);
  for (const translation of entry.translations)
    draft.translations[translation.language] = {
      title: translation.title,
      description: translation.description,
      markdown: translation.markdown,
    };
  return {
    ...draft,
    slug: entry.slug,
    placement: entry.placement ?? 'hero',
    position: String(entry.position),
    coverImage: entry.coverImage ?? '',
    link: entry.link ?? '',
    publishFrom: localInputOf(entry.publishFrom),
    publishUntil: localInputOf(entry.publishUntil),
  };
}

/** The request body: only languages with a title are sent (a language left empty keeps falling back to English). */
export function bodyOf(draft: ContentDraft) {
  const translations = Object.fromEntries(
    contentLanguages
      .filter((lang) => draft.translations[lang].title.trim() !== '')
      .map((lang) => [lang, draft.translations[lang]]),
  );
  const isBanner = draft.kind === 'banner';
  return {
    slug: draft.slug.trim(),
    placement: isBanner ? draft.placement : null,
    position: Number(draft.position) || 0,
    coverImage: draft.coverImage.trim() || null,
    link: isBanner ? draft.link.trim() || null : null,
    publishFrom: isoOfLocalInput(draft.publishFrom),
    publishUntil: isoOfLocalInput(draft.publishUntil),
    translations,
  };
}

/** Draft, published, or published but waiting for its start (scheduled), or past its end (expired). */
export function shownStatus(entry: StaffContentEntry, now = Date.now()) {
  if (entry.status === 'draft') return 'draft' as const;
  if (entry.publishFrom && Date.parse(entry.publishFrom) > now) return 'scheduled' as const;
  if (entry.publishUntil && Date.parse(entry.publishUntil) <= now) return 'expired' as const;
  return 'published' as const;
}

/** The start of the entry's window when it lies ahead (a scheduled publication), else null. */
export function startAhead(entry: StaffContentEntry, now = Date.now()): string | null {
  return entry.publishFrom && Date.parse(entry.publishFrom) > now ? entry.publishFrom : null;
}
