import { Button } from '@casino/ui/button';
import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Toasts } from '@/components/toasts';
import { paths } from '@/config/paths';
import { openAuthDialog, useAuthDialog } from '@/features/session/auth-dialog-store';
import { addRecentPlayedGame } from '@/features/games/api/add-recent-played-game';
import { useGameBySlug } from '@/features/games/api/get-game-by-slug';
import { useLaunchGame } from '@/features/games/api/launch-game';
import { PlayBar } from '@/features/games/components/play-bar';
import { useLiveBalance } from '@/features/games/hooks/use-live-balance';
import { playHref } from '@/features/games/play-path';
import { playModeOf } from '@/features/games/play-mode';
import { useIsLoggedIn } from '@/features/player/hooks/use-is-logged-in';
import { RaceWidget } from '@/features/competitions/race-widget';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-error';
import '@/features/games/games.css';

// The play page sits outside the main layout, so it opens the log in dialog itself.
const AuthDialog = lazy(() =>
  import('@/features/auth/components/auth-dialog').then((module) => ({ default: module.AuthDialog })),
);

/** /play/{system}/{title} and /mobile/play/{system}/{title}: the provider's game filling the screen. */
export default function PlayPage({ variant }: { variant: 'desktop' | 'mobile' }) {
  const { t } = useTranslation(['games', 'common']);
  const { system = '', title = '' } = useParams();
  const [searchParams] = useSearchParams();
  const isLoggedIn = useIsLoggedIn();
  const authDialog = useAuthDialog();
  const gameQuery = useGameBySlug(system, title);
  const game = gameQuery.data;
  const mode = game ? playModeOf(game, searchParams.get('mode') === 'fun', isLoggedIn) : null;
  const canLaunch = game && (mode?.kind === 'real' || mode?.kind === 'fun');
  const launch = useLaunchGame(
    canLaunch
      ? { gameId: game.id, isFun: mode.kind === 'fun', viewMode: variant === 'mobile' ? 'mobile' : 'desktop' }
      : null,
  );
  const url = launch.data?.url ?? null;
  const isRealPlay = launch.data?.mode === 'real';
  useLiveBalance(isRealPlay, url ? originOf(url) : null);
  useDocumentTitle(game?.title ?? t('play.title'));

  const launchedGameId = isRealPlay ? launch.data?.game.id : undefined;
  useEffect(() => {
    // Recently played is a convenience: a failure here must not disturb the game.
    if (launchedGameId) addRecentPlayedGame(launchedGameId).catch(() => undefined);
  }, [launchedGameId, url]);

  const realHref = game ? playHref(game, { isFun: false, isPhone: variant === 'mobile' }) : '';
  return (
    <div className="play-screen" data-testid={variant === 'mobile' ? 'page-mobile-play' : 'page-play'}>
      <PlayBar title={title} game={game} mode={mode} realHref={realHref} />
      <Toasts placement="inline" />
      {launchedGameId && url && game ? (
        <RaceWidget game={{ id: launchedGameId, category: game.category }} />
      ) : null}
      <div className="play-stage">
        {gameQuery.isPending || launch.isFetching ? <Spinner label={t('play.loading')} size="lg" /> : null}
        {gameQuery.isError ? (
          <Problem
            title={
              isApiError(gameQuery.error, 'game_not_found') || isApiError(gameQuery.error, 'validation_error')
                ? t('play.notFound')
                : t('play.loadFailed')
            }
          />
        ) : null}
        {mode?.kind === 'needs-login' ? (
          <Problem
            title={t('play.needsLogin')}
            action={
              <Button onClick={() => openAuthDialog('login')} data-testid="play-needs-login">
                {t('play.login')}
              </Button>
            }
          />
        ) : null}
        {mode?.kind === 'no-fun-mode' ? <Problem title={t('play.noFunMode')} /> : null}
        {launch.isError ? (
          <Problem title={launch.error.message || t('play.launchFailed')} testId="play-launch-error" />
        ) : null}
        {url && !launch.isFetching ? (
          <iframe
            key={url}
            className="play-frame"
            src={url}
            title={game?.title ?? title}
            allow="autoplay; fullscreen; clipboard-write"
            allowFullScreen
            referrerPolicy="origin"
            data-testid="game-frame"
            data-mode={launch.data?.mode}
          />
        ) : null}
      </div>
      {authDialog !== null ? (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      ) : null}
    </div>
  );
}

function Problem({ title, action, testId }: { title: string; action?: React.ReactNode; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="play-problem" data-testid={testId}>
      <EmptyState
        icon={<Icon name="gamepad" />}
        title={title}
        action={
          action ?? (
            <Link to={paths.home.href()} className="ui-button ui-button--ghost ui-button--md">
              {t('actions.goHome')}
            </Link>
          )
        }
      />
    </div>
  );
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}
