import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';

/** The contract's tag rule: letters, digits, - and _, 30 at most; 20 tags at most. */
const tagPattern = '[A-Za-z0-9_\\-]{1,30}';
const maxTags = 20;

/**
 * The player's staff tags: add one or remove one, each change saving the whole list (the audit keeps
 * it). Shown to a role that may write notes.
 */
export function PlayerTags(props: { playerId: string; tags: string[]; onChanged: () => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = (tags: string[]) => {
    setBusy(true);
    setError(null);
    return staffCall(staffApi.setPlayerTags, { params: { id: props.playerId }, body: { tags } })
      .then(
        () => {
          setDraft('');
          props.onChanged();
        },
        (failure: unknown) => setError(t('app.error', { code: (failure as StaffApiError).code })),
      )
      .finally(() => setBusy(false));
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    const tag = draft.trim();
    if (props.tags.includes(tag)) return setDraft('');
    void save([...props.tags, tag]);
  };
  const full = props.tags.length >= maxTags;
  return (
    <article className="card" aria-labelledby="player-tags-title">
      <h2 id="player-tags-title">{t('tags.title')}</h2>
      {props.tags.length === 0 ? <p>{t('tags.none')}</p> : null}
      <ul className="row wrap tag-list">
        {props.tags.map((tag) => (
          <li key={tag} className="tag">
            {tag}{' '}
            <button
              type="button"
              className="secondary"
              disabled={busy}
              aria-label={t('tags.remove', { tag })}
              onClick={() => void save(props.tags.filter((other) => other !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add}>
        <label>
          {t('tags.new')}
          <input
            value={draft}
            required
            pattern={tagPattern}
            maxLength={30}
            disabled={full}
            aria-describedby="player-tags-hint"
            onChange={(event) => setDraft(event.target.value)}
          />
        </label>
        <small id="player-tags-hint">{t(full ? 'tags.full' : 'tags.hint')}</small>
        <button type="submit" disabled={busy || full}>
          {t('tags.add')}
        </button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
    </article>
  );
}
