import { catalogueGamesPageSize } from '@casino/contract/backoffice-games';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import type { CatalogueGame, CatalogueGameChange } from './game-editor';
import { GamesTable } from './games-table';

/**
 * The games catalogue: every game, listed or hidden, in the player site's order (the highest order
 * first), by title or slug and provider. A change is saved at once and the player site follows.
 */
export function GamesPage() {
  const { t } = useI18n();
  const [filter, setFilter] = useState({ q: '', provider: '' });
  const [form, setForm] = useState(filter);
  const [offset, setOffset] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, reload } = useStaffData(
    () => staffCall(staffApi.listCatalogueGames, { query: { ...filter, offset } }),
    [filter, offset],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setOffset(0);
    setFilter(form);
  };
  const change = (game: CatalogueGame, body: CatalogueGameChange) => {
    setNotice(null);
    staffCall(staffApi.updateCatalogueGame, { params: { id: game.id }, body }).then(
      () => {
        setNotice(t('games.saved'));
        reload();
      },
      (failure: { code?: string }) => setNotice(t('app.error', { code: failure.code ?? 'internal_error' })),
    );
  };
  return (
    <section aria-labelledby="games-title">
      <h1 id="games-title">{t('games.title')}</h1>
      <form className="row wrap" onSubmit={search}>
        <label>
          {t('games.search')}
          <input value={form.q} onChange={(e) => setForm({ ...form, q: e.target.value })} />
        </label>
        <label>
          {t('games.provider')}
          <input value={form.provider} onChange={(e) => setForm({ ...form, provider: e.target.value })} />
        </label>
        <button type="submit">{t('games.find')}</button>
      </form>
      {notice ? <p role="status">{notice}</p> : null}
      {error ? <p role="alert">{t('app.error', { code: error })}</p> : null}
      {data && data.games.length === 0 ? <p>{t('games.none')}</p> : null}
      {data && data.games.length > 0 ? (
        <>
          <p>
            {t('games.count', { first: offset + 1, last: offset + data.games.length, total: data.total })}
          </p>
          <GamesTable games={data.games} categories={data.categories} onChange={change} />
          <div className="row">
            {offset > 0 ? (
              <button
                type="button"
                className="secondary"
                onClick={() => setOffset(Math.max(0, offset - catalogueGamesPageSize))}
              >
                {t('games.previous')}
              </button>
            ) : null}
            {offset + data.games.length < data.total ? (
              <button
                type="button"
                className="secondary"
                onClick={() => setOffset(offset + catalogueGamesPageSize)}
              >
                {t('games.more')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
