import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export type GameListKind = 'casino' | 'livecasino' | 'game-shows' | 'crash-and-fast';

const titleKeys = {
  casino: 'casino.title',
  livecasino: 'liveCasino.title',
  'game-shows': 'gameShows.title',
  'crash-and-fast': 'crashAndFast.title',
} as const;

/** Game lists; search, provider filter and the games themselves arrive with the games issue. */
export default function GameListPage({ kind }: { kind: GameListKind }) {
  const { t } = useTranslation('pages');
  return (
    <Screen
      testId={`page-${kind}`}
      title={t(titleKeys[kind])}
      empty={{
        title: t('games.empty'),
        description: t('games.emptyDescription'),
        icon: <Icon name="slots" size={32} />,
      }}
    />
  );
}
