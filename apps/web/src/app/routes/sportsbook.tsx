import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useLaunchGame } from '@/features/games/api/launch-game';
import { useLiveBalance } from '@/features/games/hooks/use-live-balance';
import { useFrontEndCheck } from '@/features/sportsbook/api/check-front-end';
import { useSportsbookGame } from '@/features/sportsbook/api/get-sportsbook-game';
import { SportsbookBar } from '@/features/sportsbook/components/sportsbook-bar';
import { SportsbookProblem } from '@/features/sportsbook/components/sportsbook-problem';
import { launchRefusalOf, serverMessageOf } from '@/features/sportsbook/launch-refusal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/i18n-react';
import '@/features/games/games.css';
import '@/features/sportsbook/sportsbook.css';

const phoneQuery = '(max-width: 767.98px)';

/**
 * /sportsbook (outside the main layout, login required by its loader): the sportsbook provider's own
 * front end, opened through the platform's real-money game launch of its catalogue entry, filling the
 * screen under the platform's bar. A new language launches it again in that language.
 */
export default function SportsbookPage() {
  const { t, i18n } = useTranslation('pages');
  useDocumentTitle(t('sportsbook.title'));
  const [viewMode] = useState<'mobile' | 'desktop'>(() =>
    window.matchMedia?.(phoneQuery).matches ? 'mobile' : 'desktop',
  );
  const game = useSportsbookGame();
  const launch = useLaunchGame(
    game.data ? { gameId: game.data.id, isFun: false, viewMode, language: i18n.language } : null,
  );
  const url = launch.data?.url ?? null;
  const frontEnd = useFrontEndCheck(url);
  useLiveBalance(url !== null, url ? new URL(url, window.location.href).origin : null);

  const error = game.error ?? launch.error;
  const isLoading = game.isPending || launch.isFetching || (url !== null && frontEnd.isPending);
  const retry = () => {
    void game.refetch();
    void launch.refetch();
  };
  return (
    <div className="play-screen" data-testid="page-sportsbook">
      <SportsbookBar />
      <div className="play-stage">
        {isLoading ? <Spinner label={t('sportsbook.loading')} size="lg" /> : null}
        {error ? (
          <SportsbookProblem
            refusal={launchRefusalOf(error)}
            detail={serverMessageOf(error)}
            onRetry={retry}
          />
        ) : null}
        {!launch.isFetching && frontEnd.data === 'missing' ? (
          <SportsbookProblem refusal="unavailable" detail={null} onRetry={retry} />
        ) : null}
        {url && !launch.isFetching && frontEnd.data === 'ready' ? (
          <iframe
            key={url}
            className="play-frame sportsbook-frame"
            src={url}
            title={t('sportsbook.title')}
            allow="clipboard-write"
            referrerPolicy="origin"
            data-testid="sportsbook-frame"
          />
        ) : null}
      </div>
    </div>
  );
}
