import type { StaffContentEntry } from '@casino/contract/content';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { contentKinds, shownStatus, type ContentKind } from './content-draft';
import { ContentEditor } from './content-editor';
import { statusLabels } from './content-publishing';

const kindLabels: Record<ContentKind, MessageKey> = {
  post: 'content.kindPost',
  page: 'content.kindPage',
  banner: 'content.kindBanner',
};

const englishTitle = (entry: StaffContentEntry) =>
  entry.translations.find((item) => item.language === 'en')?.title ?? entry.slug;

/** News posts, info pages and banners (hero and promotions): the list of one kind, and its editor. */
export function ContentPage() {
  const { t } = useI18n();
  const { may } = useSession();
  const [kind, setKind] = useState<ContentKind>('post');
  // null: no editor open; { entry: null }: a new entry of the chosen kind. `opened` counts openings,
  // so the editor starts afresh on each, but not when its own save turns a new entry into a stored one.
  const [editing, setEditing] = useState<{ entry: StaffContentEntry | null; opened: number } | null>(null);
  const open = (entry: StaffContentEntry | null) =>
    setEditing((current) => ({ entry, opened: (current?.opened ?? 0) + 1 }));
  const list = useStaffData(
    async () => (await staffCall(staffApi.listContent, { query: { kind } })).entries,
    [kind],
  );

  return (
    <section aria-labelledby="content-title">
      <h1 id="content-title">{t('content.title')}</h1>
      <div className="row wrap">
        <label className="inline">
          {t('content.kind')}
          <select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ContentKind);
              setEditing(null);
            }}
          >
            {contentKinds.map((name) => (
              <option key={name} value={name}>
                {t(kindLabels[name])}
              </option>
            ))}
          </select>
        </label>
        {may('content.write') ? (
          <button type="button" onClick={() => open(null)}>
            {t('content.new')}
          </button>
        ) : null}
      </div>
      {list.error ? <p className="error">{t('app.error', { code: list.error })}</p> : null}
      {editing ? (
        <ContentEditor
          key={editing.opened}
          entry={editing.entry}
          kind={kind}
          onSaved={(saved) => {
            setEditing((current) => current && { ...current, entry: saved });
            list.reload();
          }}
        />
      ) : null}
      {list.data?.length === 0 ? <p>{t('content.none')}</p> : null}
      <ContentTable entries={list.data ?? []} onOpen={open} />
    </section>
  );
}

/** The entries of one kind: English title, address, status as readers meet it, languages written. */
function ContentTable(props: { entries: StaffContentEntry[]; onOpen: (entry: StaffContentEntry) => void }) {
  const { t, locale } = useI18n();
  const { may } = useSession();
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th>{t('content.titleField')}</th>
            <th>{t('content.slug')}</th>
            <th>{t('content.status')}</th>
            <th>{t('content.languages')}</th>
            <th>{t('content.updated')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {props.entries.map((item) => (
            <tr key={item.id}>
              <td>{englishTitle(item)}</td>
              <td className="mono">{item.slug}</td>
              <td>{t(statusLabels[shownStatus(item)])}</td>
              <td>{item.translations.map((translation) => translation.language).join(' ')}</td>
              <td>{new Date(item.updatedAt).toLocaleString(locale)}</td>
              <td>
                <button type="button" className="link" onClick={() => props.onOpen(item)}>
                  {may('content.write') ? t('content.edit') : t('content.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
