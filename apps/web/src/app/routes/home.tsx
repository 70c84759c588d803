import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { HomeBanners } from '@/features/content/components/home-banners';
import { paths } from '@/config/paths';
import { useCasinoLatestData } from '@/features/games/api/get-casino-latest-data';
import { useHomeGames } from '@/features/games/api/get-home-games';
import { useMostPlayed } from '@/features/games/api/get-most-played';
import { HomeGames, HomeRowLoading, HomeSection } from '@/features/games/components/home-game-section';
import { WinnersList } from '@/features/games/components/winners-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import '@/features/games/games.css';
import '@/features/content/content.css';

/** How many tiles a home row shows before Show More. */
const rowSize = 12;

/** Spec section 2: Top Games, New Releases, Live Casino, Latest Winners, Top Winners. */
export default function HomePage() {
  const { t } = useTranslation('pages');
  const games = useTranslation('games');
  useDocumentTitle(t('home.title'));
  const topGames = useMostPlayed('all', rowSize);
  const newReleases = useHomeGames('new', rowSize);
  const liveCasino = useHomeGames('live-casino', rowSize);
  const winners = useCasinoLatestData();
  const winnersState = winners.isPending ? (
    <HomeRowLoading />
  ) : winners.isError ? (
    <FormMessage kind="error">{games.t('home.winnersFailed')}</FormMessage>
  ) : null;
  return (
    <div className="screen" data-testid="page-home">
      <HomeBanners fallbackTitle={t('home.title')} fallbackText={t('home.subtitle')} />
      {games.ready ? (
        <>
          <HomeSection id="top-games" title={t('home.topGames')} moreHref={paths.casino.href()}>
            <HomeGames query={topGames} priorityCount={4} />
          </HomeSection>
          <HomeSection
            id="new-releases"
            title={t('home.newReleases')}
            moreHref={`${paths.casino.href()}?category=new`}
          >
            <HomeGames query={newReleases} />
          </HomeSection>
          <HomeSection id="live-casino" title={t('home.liveCasino')} moreHref={paths.liveCasino.href()}>
            <HomeGames query={liveCasino} />
          </HomeSection>
          <HomeSection id="latest-winners" title={t('home.latestWinners')}>
            {winnersState ?? (
              <WinnersList winners={winners.data?.latestWinners ?? []} testId="latest-winners" />
            )}
          </HomeSection>
          <HomeSection id="top-winners" title={t('home.topWinners')}>
            {winnersState ?? <WinnersList winners={winners.data?.topWinners ?? []} testId="top-winners" />}
          </HomeSection>
        </>
      ) : (
        <Spinner label="" />
      )}
    </div>
  );
}
