import type { Game } from '@casino/contract/games';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { FavouriteButton } from './favourite-button';
import { GameThumbnail } from './game-thumbnail';

export interface GameTileProps {
  game: Game;
  onOpen: (game: Game) => void;
}

/** Thumbnail, title, provider and badges; a click opens the game info, the heart is for players. */
export function GameTile({ game, onOpen }: GameTileProps) {
  const { t } = useTranslation('games');
  const isLoggedIn = useIsLoggedIn();
  return (
    <li className="game-tile" data-testid="game-tile" data-game-id={game.id} data-slug={game.slug}>
      <button
        type="button"
        className="game-tile__open"
        aria-label={t('tile.open', { title: game.title })}
        onClick={() => onOpen(game)}
      >
        <GameThumbnail src={game.thumbnail} title={game.title} />
        <span className="game-tile__badges">
          {game.new ? <span className="game-badge game-badge--new">{t('badges.new')}</span> : null}
          {game.jackpot ? (
            <span className="game-badge game-badge--jackpot">{t('badges.jackpot')}</span>
          ) : null}
        </span>
      </button>
      <div className="game-tile__meta">
        <span className="game-tile__title" data-testid="game-tile-title">
          {game.title}
        </span>
        <span className="game-tile__provider">{game.providerName}</span>
      </div>
      {isLoggedIn ? <FavouriteButton game={game} /> : null}
    </li>
  );
}
