import type { StaffContentEntry } from '@casino/contract/content';
import { useState, type FormEvent } from 'react';
import { localeNames, useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { bodyOf, draftOf, newDraft, type ContentKind, type ContentLanguage } from './content-draft';
import { ContentPublishing } from './content-publishing';
import { EntrySettings } from './entry-settings';
import { LanguageTabs } from './language-tabs';
import { TranslationFields } from './translation-fields';

async function save(entry: StaffContentEntry | null, kind: ContentKind, body: ReturnType<typeof bodyOf>) {
  if (entry) return staffCall(staffApi.updateContent, { params: { id: entry.id }, body });
  return staffCall(staffApi.createContent, { body: { ...body, kind } });
}

/**
 * Creates or edits one entry: its settings, then its words in a tab per language. The preview below
 * is the HTML the server rendered and sanitised when it was saved, so it is exactly what readers get.
 */
export function ContentEditor(props: {
  entry: StaffContentEntry | null;
  kind: ContentKind;
  onSaved: (entry: StaffContentEntry) => void;
}) {
  const { t } = useI18n();
  const { may } = useSession();
  const [draft, setDraft] = useState(() => (props.entry ? draftOf(props.entry) : newDraft(props.kind)));
  const [language, setLanguage] = useState<ContentLanguage>('en');
  const [outcome, setOutcome] = useState<string | null>(null);
  const canWrite = may('content.write');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    save(props.entry, props.kind, bodyOf(draft)).then(
      (saved) => {
        setDraft(draftOf(saved));
        setOutcome(t('content.saved'));
        props.onSaved(saved);
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };

  return (
    <div className="card">
      <form onSubmit={submit}>
        {/* A reader without content.write may still switch languages: only the fields are locked. */}
        <fieldset disabled={!canWrite}>
          <EntrySettings draft={draft} onChange={setDraft} />
        </fieldset>
        <LanguageTabs
          label={t('content.languages')}
          chosen={language}
          filled={(lang) => draft.translations[lang].title.trim() !== ''}
          onChoose={setLanguage}
        />
        <fieldset disabled={!canWrite} role="tabpanel" aria-labelledby={`tab-${language}`}>
          <TranslationFields
            value={draft.translations[language]}
            required={language === 'en'}
            onChange={(value) =>
              setDraft({ ...draft, translations: { ...draft.translations, [language]: value } })
            }
          />
          {canWrite ? (
            <button type="submit">{props.entry ? t('content.save') : t('content.create')}</button>
          ) : null}
        </fieldset>
      </form>
      {outcome ? <p role="status">{outcome}</p> : null}
      {props.entry ? (
        <ContentPublishing
          entry={props.entry}
          language={language}
          canWrite={canWrite}
          onChanged={props.onSaved}
        />
      ) : (
        <p>{t('content.previewAfterSave', { language: localeNames[language] })}</p>
      )}
    </div>
  );
}
