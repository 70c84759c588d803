import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

/** A game as a form keeps it: the id or slug the API takes, the title staff read. */
export interface PickedGame {
  id: string;
  slug: string;
  title: string;
}

const shownResults = 8;

/**
 * Picks games from the catalogue by title or slug: the matches are listed by name and provider, a
 * click adds one (or replaces it with `single`), and each chosen game can be taken off again.
 */
export function GamePicker(props: {
  label: MessageKey;
  chosen: PickedGame[];
  onChange: (games: PickedGame[]) => void;
  single?: boolean;
  /** What an empty choice means (by default: every slot counts). */
  emptyHint?: MessageKey;
}) {
  const { t } = useI18n();
  const [query, setQuery] = useState('');
  const q = query.trim();
  const found = useStaffData(
    async () => (q.length < 2 ? [] : (await staffCall(staffApi.listCatalogueGames, { query: { q } })).games),
    [q],
  );
  const chosenIds = new Set(props.chosen.map((game) => game.id));
  const matches = (found.data ?? []).filter((game) => !chosenIds.has(game.id)).slice(0, shownResults);
  const add = (game: PickedGame) => {
    props.onChange(props.single ? [game] : [...props.chosen, game]);
    setQuery('');
  };
  return (
    <fieldset className="card">
      <legend>{t(props.label)}</legend>
      <ul aria-label={t('marketing.chosenGames')} className="tag-list">
        {props.chosen.length === 0 ? (
          <li className="hint">{t(props.emptyHint ?? 'marketing.noGameChosen')}</li>
        ) : null}
        {props.chosen.map((game) => (
          <li key={game.id} className="tag">
            {game.title} <span className="mono">{game.slug}</span>{' '}
            <button
              type="button"
              className="secondary"
              aria-label={t('marketing.removeGame', { title: game.title })}
              onClick={() => props.onChange(props.chosen.filter((each) => each.id !== game.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label>
        {t('marketing.findGame')}
        <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
      {found.error ? <p className="error">{t('app.error', { code: found.error })}</p> : null}
      {q.length >= 2 && found.data && matches.length === 0 ? <p>{t('marketing.noGameFound')}</p> : null}
      <ul aria-label={t('marketing.gameMatches')}>
        {matches.map((game) => (
          <li key={game.id}>
            <button type="button" className="secondary" onClick={() => add(game)}>
              {game.title} ({game.providerName})
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
