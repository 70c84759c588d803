import { useTranslation } from '@/lib/i18n-react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@casino/ui/spinner';
import { Screen } from '@/components/screen';
import { GameListView } from '@/features/games/components/game-list-view';
import { listSpecOf, type GameListKind } from '@/features/games/game-lists';
import '@/features/games/games.css';

/** casino, livecasino, game-shows and crash-and-fast, and the drawer's sub-lists by ?category=. */
export default function GameListPage({ kind }: { kind: GameListKind }) {
  const { t, ready } = useTranslation('games');
  const [searchParams] = useSearchParams();
  const spec = listSpecOf(kind, searchParams.get('category'));
  if (!ready) return <Spinner label="" size="lg" />;
  return (
    <Screen testId={`page-${kind}`} title={t(spec.titleKey)}>
      {/* A new sub-list starts with its own search, filter and order. */}
      <GameListView key={`${kind}-${spec.subList}`} spec={spec} />
    </Screen>
  );
}
