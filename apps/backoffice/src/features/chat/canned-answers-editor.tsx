import { cannedAnswerLanguages, type StaffCannedAnswer } from '@casino/contract/live-chat';
import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';

type Draft = { id: string | null; title: string; texts: Record<string, string> };
const emptyDraft: Draft = { id: null, title: '', texts: {} };

/** The body the API takes: the title and each language written (English required by the form). */
function bodyOf(draft: Draft) {
  const texts = Object.fromEntries(
    cannedAnswerLanguages.flatMap((language) => {
      const text = draft.texts[language]?.trim();
      return text ? [[language, text]] : [];
    }),
  ) as { en: string } & Record<string, string>;
  return { title: draft.title.trim(), texts };
}

function DraftForm(props: { draft: Draft; onSaved: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(props.draft);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      const body = bodyOf(draft);
      if (draft.id) await staffCall(staffApi.updateCannedAnswer, { params: { id: draft.id }, body });
      else await staffCall(staffApi.createCannedAnswer, { body });
      props.onSaved();
    } catch (failure) {
      setError((failure as { code?: string }).code ?? 'internal_error');
    }
  };
  return (
    <form
      className="card chat-canned-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {t('chat.cannedName')}
        <input
          value={draft.title}
          maxLength={80}
          required
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </label>
      {cannedAnswerLanguages.map((language) => (
        <label key={language}>
          {t('chat.cannedText', { language })}
          <textarea
            value={draft.texts[language] ?? ''}
            maxLength={512}
            rows={2}
            required={language === 'en'}
            onChange={(event) =>
              setDraft({ ...draft, texts: { ...draft.texts, [language]: event.target.value } })
            }
          />
        </label>
      ))}
      {error ? <p role="alert">{t('app.error', { code: error })}</p> : null}
      <div className="row">
        <button type="submit">{t('chat.cannedSave')}</button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          {t('withdrawals.cancel')}
        </button>
      </div>
    </form>
  );
}

/** The staff-managed list of canned answers: add, change, remove. */
export function CannedAnswersEditor(props: { answers: StaffCannedAnswer[]; onChanged: () => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Draft | null>(null);
  const remove = (id: string) =>
    staffCall(staffApi.deleteCannedAnswer, { params: { id } }).then(props.onChanged, props.onChanged);
  return (
    <section aria-labelledby="canned-title">
      <h2 id="canned-title">{t('chat.cannedTitle')}</h2>
      {draft ? (
        <DraftForm
          key={draft.id ?? 'new'}
          draft={draft}
          onCancel={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            props.onChanged();
          }}
        />
      ) : (
        <button type="button" onClick={() => setDraft(emptyDraft)}>
          {t('chat.cannedNew')}
        </button>
      )}
      <ul className="cards" data-testid="canned-answers">
        {props.answers.map((answer) => (
          <li key={answer.id} className="card">
            <strong>{answer.title}</strong>
            <p>{answer.texts.en}</p>
            <p className="tag">{Object.keys(answer.texts).join(' · ')}</p>
            <div className="row">
              <button
                type="button"
                className="secondary"
                onClick={() => setDraft({ ...answer, texts: answer.texts })}
              >
                {t('chat.cannedEdit')}
              </button>
              <button type="button" className="danger" onClick={() => void remove(answer.id)}>
                {t('chat.cannedDelete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
