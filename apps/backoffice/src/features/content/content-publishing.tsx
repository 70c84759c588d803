import type { StaffContentEntry } from '@casino/contract/content';
import { useState } from 'react';
import { localeNames, useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { shownStatus, startAhead, type ContentLanguage } from './content-draft';

export const statusLabels: Record<ReturnType<typeof shownStatus>, MessageKey> = {
  draft: 'content.statusDraft',
  published: 'content.statusPublished',
  scheduled: 'content.statusScheduled',
  expired: 'content.statusExpired',
};

/** Publishing now moves the window's start to now, so the post is dated when it went out. */
async function publishNow(entry: StaffContentEntry) {
  await staffCall(staffApi.updateContent, {
    params: { id: entry.id },
    body: { publishFrom: new Date().toISOString() },
  });
  return staffCall(staffApi.publishContent, { params: { id: entry.id }, body: { published: true } });
}

const setPublished = (entry: StaffContentEntry, published: boolean) =>
  staffCall(staffApi.publishContent, { params: { id: entry.id }, body: { published } });

/** The saved entry in the chosen language as readers get it (English when that language has none), and publishing. */
export function ContentPublishing(props: {
  entry: StaffContentEntry;
  language: ContentLanguage;
  canWrite: boolean;
  onChanged: (entry: StaffContentEntry) => void;
}) {
  const { t, locale } = useI18n();
  const [outcome, setOutcome] = useState<string | null>(null);
  const { entry } = props;
  const status = shownStatus(entry);
  const own = entry.translations.find((item) => item.language === props.language);
  const shown = own ?? entry.translations.find((item) => item.language === 'en');
  const scheduledFor = startAhead(entry);

  const act = (work: () => Promise<StaffContentEntry>, done: string) => {
    setOutcome(null);
    work().then(
      (changed) => {
        setOutcome(done);
        props.onChanged(changed);
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };
  const when = (iso: string) => new Date(iso).toLocaleString(locale);

  return (
    <section aria-label={t('content.preview')}>
      <p>
        {t('content.status')}: <strong data-testid="content-status">{t(statusLabels[status])}</strong>
        {scheduledFor ? ` (${when(scheduledFor)})` : null}
      </p>
      {props.canWrite ? (
        <div className="row wrap">
          {entry.status === 'draft' ? (
            <button type="button" onClick={() => act(() => publishNow(entry), t('content.publishedNow'))}>
              {t('content.publishNow')}
            </button>
          ) : null}
          {entry.status === 'draft' && scheduledFor ? (
            <button
              type="button"
              onClick={() =>
                act(() => setPublished(entry, true), t('content.scheduledFor', { when: when(scheduledFor) }))
              }
            >
              {t('content.publishOnSchedule')}
            </button>
          ) : null}
          {entry.status === 'published' ? (
            <button
              type="button"
              className="secondary"
              onClick={() => act(() => setPublished(entry, false), t('content.unpublished'))}
            >
              {t('content.unpublish')}
            </button>
          ) : null}
        </div>
      ) : null}
      {outcome ? <p role="status">{outcome}</p> : null}
      <h2>{t('content.previewIn', { language: localeNames[props.language] })}</h2>
      <p>{t('content.previewSaved')}</p>
      {own ? null : <p className="notice">{t('content.previewFallback')}</p>}
      <article lang={shown?.language} data-testid="content-preview" className="card">
        <h3>{shown?.title}</h3>
        {shown?.description ? <p>{shown.description}</p> : null}
        {/* The server rendered this from Markdown and sanitised it with an allow-list when it was saved. */}
        <div dangerouslySetInnerHTML={{ __html: shown?.html ?? '' }} />
      </article>
    </section>
  );
}
