import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export type InfoKind = 'contact-us' | 'how-to-play' | 'page';

const content = {
  'contact-us': { testId: 'page-info-contact-us', title: 'contactUs.title', empty: 'contactUs.empty' },
  'how-to-play': { testId: 'page-info-how-to-play', title: 'howToPlay.title', empty: 'info.empty' },
  page: { testId: 'page-info', title: 'info.title', empty: 'info.empty' },
} as const;

export default function InfoPage({ kind }: { kind: InfoKind }) {
  const { t } = useTranslation('pages');
  const page = content[kind];
  return (
    <Screen
      testId={page.testId}
      title={t(page.title)}
      empty={{ title: t(page.empty), icon: <Icon name="info" size={32} /> }}
    />
  );
}
