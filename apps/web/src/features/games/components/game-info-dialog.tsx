import { formatPercent } from '@casino/rules/formatting';
import type { Game } from '@casino/contract/games';
import { Button } from '@casino/ui/button';
import { Dialog } from '@casino/ui/dialog';
import { useTranslation } from '@/lib/i18n-react';
import { useNavigate } from 'react-router';
import { openAuthDialog } from '@/features/session/auth-dialog-store';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { useMediaQuery, wideQuery } from '@/hooks/use-media-query';
import { playHref } from '../play-path';
import { GameThumbnail } from './game-thumbnail';

export interface GameInfoDialogProps {
  game: Game | null;
  onClose: () => void;
}

/** Spec section 2 "Game info": play now, play for fun, and where the game is available. */
export function GameInfoDialog({ game, onClose }: GameInfoDialogProps) {
  const { t } = useTranslation(['games', 'common']);
  const locale = useFormatLocale();
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const isPhone = !useMediaQuery(wideQuery);
  const play = (isFun: boolean) => {
    if (!game) return;
    onClose();
    // Real money needs a player: a visitor is asked to log in first.
    if (!isFun && !isLoggedIn) openAuthDialog('login');
    else void navigate(playHref(game, { isFun, isPhone }));
  };
  return (
    <Dialog
      isOpen={game !== null}
      onClose={onClose}
      title={game?.title ?? ''}
      closeLabel={t('common:actions.close')}
      testId="game-info"
    >
      {game ? (
        <div className="game-info">
          <div className="game-info__media">
            <GameThumbnail src={game.thumbnail} title={game.title} />
          </div>
          <p className="game-info__provider">{game.providerName}</p>
          {game.description ? <p className="game-info__description">{game.description}</p> : null}
          {game.details ? <p className="game-info__details">{game.details}</p> : null}
          <dl className="game-info__facts">
            <div>
              <dt>{t('info.rtp')}</dt>
              <dd data-testid="game-info-rtp">{formatRtp(game.rtp, locale)}</dd>
            </div>
            <div>
              <dt>{t('info.volatility')}</dt>
              <dd>{game.volatility ? t(`volatility.${volatilityKey(game.volatility)}`) : '—'}</dd>
            </div>
            <div>
              <dt>{t('info.provider')}</dt>
              <dd>{game.providerName}</dd>
            </div>
            <div>
              <dt>{t('info.availability')}</dt>
              <dd data-testid="game-info-platforms">
                {(['PC', 'mobile'] as const).map((platform) => (
                  <span
                    key={platform}
                    className="platform-pill"
                    data-available={game.platforms.includes(platform)}
                  >
                    {game.platforms.includes(platform)
                      ? t(`info.availableOn.${platform}`)
                      : t(`info.notAvailableOn.${platform}`)}
                  </span>
                ))}
              </dd>
            </div>
          </dl>
          <div className="game-info__actions">
            <Button onClick={() => play(false)} data-testid="game-play-now">
              {t('info.playNow')}
            </Button>
            {game.hasFunMode ? (
              <Button variant="secondary" onClick={() => play(true)} data-testid="game-play-fun">
                {t('info.playForFun')}
              </Button>
            ) : null}
          </div>
          {!isLoggedIn ? <p className="game-info__note">{t('info.loginToPlay')}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** '96.50' -> '96.50%' (or '96,50 %'), in the reader's own notation. */
function formatRtp(rtp: string, locale: string): string {
  const value = Number(rtp);
  if (!Number.isFinite(value)) return rtp;
  return formatPercent(value, locale, 2);
}

const volatilities = ['low', 'medium', 'high', 'very-high'] as const;

/** The catalogue speaks of low/medium/high volatility; anything else is shown as unknown. */
function volatilityKey(value: string): string {
  const key = value.toLowerCase().replace(/[\s_]+/g, '-');
  return (volatilities as readonly string[]).includes(key) ? key : 'unknown';
}
