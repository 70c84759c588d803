import type { Game } from '@casino/contract/games';
import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { playHref } from '../play-path';
import { FavouriteButton } from './favourite-button';
import { GameThumbnail } from './game-thumbnail';

export interface GameTileProps {
  game: Game;
  onOpen: (game: Game) => void;
  /** One of the first tiles of the screen: its picture loads at once (see GameThumbnail). */
  isPriority?: boolean;
}

/** A plain click opens the game info here; a middle click, Ctrl/Cmd or Shift click keeps the link's own way. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Thumbnail, badges, title and provider, all inside one real link to the game's page (it opens in a new
 * tab, can be copied and shared; its accessible name is its visible text). A click opens the game info
 * dialog first; the heart, for players, is a button of its own beside the link.
 */
export function GameTile({ game, onOpen, isPriority = false }: GameTileProps) {
  const { t } = useTranslation('games');
  const isLoggedIn = useIsLoggedIn();
  const isPhone = !useMediaQuery(wideQuery);
  return (
    <li className="game-tile" data-testid="game-tile" data-game-id={game.id} data-slug={game.slug}>
      <a
        className="game-tile__link"
        href={playHref(game, { isFun: false, isPhone })}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onOpen(game);
        }}
      >
        <span className="game-tile__open">
          <GameThumbnail src={game.thumbnail} title={game.title} isPriority={isPriority} />
          <span className="game-tile__badges">
            {game.new ? <span className="game-badge game-badge--new">{t('badges.new')}</span> : null}
            {game.jackpot ? (
              <span className="game-badge game-badge--jackpot">{t('badges.jackpot')}</span>
            ) : null}
          </span>
        </span>
        <span className="game-tile__meta">
          <span className="game-tile__title" data-testid="game-tile-title">
            {game.title}
          </span>
          <span className="game-tile__provider">{game.providerName}</span>
        </span>
      </a>
      {isLoggedIn ? <FavouriteButton game={game} /> : null}
    </li>
  );
}
