import { useDocumentTitle } from '@/hooks/use-document-title';
import { Icon } from '@casino/ui/icon';
import { EmptyState } from '@casino/ui/empty-state';
import { PageHeading } from '@casino/ui/page-heading';
import { useTranslation } from 'react-i18next';

const sections = [
  { id: 'top-games', kind: 'games' },
  { id: 'new-releases', kind: 'games' },
  { id: 'live-casino', kind: 'games' },
  { id: 'latest-winners', kind: 'winners' },
  { id: 'top-winners', kind: 'winners' },
] as const;

const titleKeys = {
  'top-games': 'home.topGames',
  'new-releases': 'home.newReleases',
  'live-casino': 'home.liveCasino',
  'latest-winners': 'home.latestWinners',
  'top-winners': 'home.topWinners',
} as const;

export default function HomePage() {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('home.title'));
  return (
    <div className="screen" data-testid="page-home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </section>
      {sections.map((section) => (
        <section
          key={section.id}
          className="home-section"
          aria-labelledby={`home-${section.id}`}
          data-testid={`home-${section.id}`}
        >
          <PageHeading level={2} id={`home-${section.id}`} title={t(titleKeys[section.id])} />
          <EmptyState
            icon={<Icon name={section.kind === 'games' ? 'slots' : 'trophy'} size={32} />}
            title={section.kind === 'games' ? t('games.empty') : t('home.noWinners')}
            description={
              section.kind === 'games' ? t('games.emptyDescription') : t('home.noWinnersDescription')
            }
          />
        </section>
      ))}
    </div>
  );
}
