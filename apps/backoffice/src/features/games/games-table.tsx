import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { categoryLabel, GameEditor, type CatalogueGame, type CatalogueGameChange } from './game-editor';

/** The catalogue's games in the player site's order; a role with games.write may change them. */
export function GamesTable(props: {
  games: CatalogueGame[];
  categories: string[];
  onChange: (game: CatalogueGame, change: CatalogueGameChange) => void;
}) {
  const { t } = useI18n();
  const { may } = useSession();
  const [editing, setEditing] = useState<string | null>(null);
  const canWrite = may('games.write');
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('games.game')}</th>
            <th scope="col">{t('games.provider')}</th>
            <th scope="col">{t('games.category')}</th>
            <th scope="col">{t('games.tags')}</th>
            <th scope="col">{t('games.order')}</th>
            <th scope="col">{t('games.homeSections')}</th>
            <th scope="col">{t('games.status')}</th>
            {canWrite ? <th scope="col" /> : null}
          </tr>
        </thead>
        <tbody>
          {props.games.map((game) =>
            editing === game.id ? (
              <tr key={game.id}>
                <td colSpan={8}>
                  <strong>{game.title}</strong>
                  <GameEditor
                    game={game}
                    categories={props.categories}
                    onCancel={() => setEditing(null)}
                    onSave={(change) => {
                      setEditing(null);
                      props.onChange(game, change);
                    }}
                  />
                </td>
              </tr>
            ) : (
              <GameRow
                key={game.id}
                game={game}
                canWrite={canWrite}
                onEdit={() => setEditing(game.id)}
                onChange={props.onChange}
              />
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}

function GameRow(props: {
  game: CatalogueGame;
  canWrite: boolean;
  onEdit: () => void;
  onChange: (game: CatalogueGame, change: CatalogueGameChange) => void;
}) {
  const { t } = useI18n();
  const { game } = props;
  const sections = [game.isNew ? t('games.new') : null, game.isJackpot ? t('games.jackpot') : null].filter(
    Boolean,
  );
  return (
    <tr>
      <td>
        {game.title}
        <div className="mono">{game.slug}</div>
        {game.overridden.length > 0 ? (
          <div className="hint">{t('games.overridden', { fields: game.overridden.join(', ') })}</div>
        ) : null}
      </td>
      <td>{game.providerName}</td>
      <td>{t(categoryLabel(game.category))}</td>
      <td>{game.tags.join(', ')}</td>
      <td>{game.popularity}</td>
      <td>{sections.join(', ')}</td>
      <td>{game.enabled ? t('games.enabled') : t('games.disabled')}</td>
      {props.canWrite ? (
        <td>
          <div className="games-actions">
            <button
              type="button"
              className="secondary"
              onClick={props.onEdit}
              aria-label={t('games.editOf', { title: game.title })}
            >
              {t('games.edit')}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => props.onChange(game, { enabled: !game.enabled })}
            >
              {game.enabled ? t('games.disable') : t('games.enable')}
            </button>
          </div>
        </td>
      ) : null}
    </tr>
  );
}
