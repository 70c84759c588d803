import type { Game } from '@casino/contract/games';
import { Button } from '@casino/ui/button';
import { Icon } from '@casino/ui/icon';
import { IconButton } from '@casino/ui/icon-button';
import { useTranslation } from '@/lib/i18n-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { HeaderBalance } from '@/features/player/components/header-balance';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { useFreeSpinsLeft } from '../api/get-free-rounds';
import type { PlayMode } from '../play-mode';

export interface PlayBarProps {
  title: string;
  game: Game | undefined;
  mode: PlayMode | null;
  /** Where "play for real" goes for a player in fun mode. */
  realHref: string;
}

/** The thin bar above the game: back, title, mode, balance and deposit (or log in). */
export function PlayBar({ title, game, mode, realHref }: PlayBarProps) {
  const { t } = useTranslation(['games', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useIsLoggedIn();
  // Free spins the casino granted on this game: the game itself offers them; the bar says so.
  const freeSpins = useFreeSpinsLeft(game?.id, isLoggedIn && mode?.kind === 'real');
  // A play page opened directly has no page of ours to go back to: back then means home.
  const onBack = () => (location.key === 'default' ? void navigate(paths.home.href()) : void navigate(-1));
  return (
    <header className="play-bar" data-testid="play-bar">
      <IconButton
        label={t('common:actions.back')}
        icon={<span className="play-bar__back">‹</span>}
        onClick={onBack}
        data-testid="play-back"
      />
      <h1 className="play-bar__title" data-testid="play-title">
        {game?.title ?? title}
      </h1>
      {mode?.kind === 'fun' ? (
        <span className="game-badge game-badge--fun" data-testid="play-mode" data-mode="fun">
          {t('play.funBadge')}
        </span>
      ) : mode?.kind === 'real' ? (
        <span className="ui-visually-hidden" data-testid="play-mode" data-mode="real">
          {t('play.realMode')}
        </span>
      ) : null}
      {freeSpins > 0 ? (
        <span className="game-badge play-bar__free-spins" data-testid="play-free-spins">
          {t('play.freeSpins', { count: freeSpins })}
        </span>
      ) : null}
      <div className="play-bar__actions">
        {isLoggedIn ? (
          <>
            {mode?.kind === 'fun' ? (
              <Link to={realHref} className="ui-button ui-button--ghost ui-button--sm hide-on-phone">
                {t('play.playForReal')}
              </Link>
            ) : null}
            <HeaderBalance />
            <Button
              size="sm"
              onClick={() => void navigate(paths.deposit.href())}
              data-testid="play-deposit"
              aria-label={t('play.deposit')}
            >
              <Icon name="wallet" size={16} />
              <span className="play-bar__deposit-label">{t('play.deposit')}</span>
            </Button>
          </>
        ) : (
          <Button size="sm" onClick={() => openAuthDialog('login')} data-testid="play-login">
            {t('play.login')}
          </Button>
        )}
      </div>
    </header>
  );
}
