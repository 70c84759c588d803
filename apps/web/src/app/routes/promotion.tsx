import { Icon } from '@casino/ui/icon';
import { useTranslation } from 'react-i18next';
import { Screen } from '@/components/screen';

export type PromotionKind = 'network-promotions' | 'slot-races' | 'deposit-bonus' | 'free-spin';

const titleKeys = {
  'network-promotions': 'promotions.networkPromotions',
  'slot-races': 'promotions.slotRaces',
  'deposit-bonus': 'promotions.depositBonus',
  'free-spin': 'promotions.freeSpin',
} as const;

/** Promotion lists and their detail pages (`/{kind}/{url}`). */
export default function PromotionPage({ kind, isDetail }: { kind: PromotionKind; isDetail: boolean }) {
  const { t } = useTranslation('pages');
  const testId = kind === 'free-spin' || !isDetail ? `page-${kind}` : `page-${kind}-detail`;
  return (
    <Screen
      testId={testId}
      title={t(titleKeys[kind])}
      empty={{
        title: isDetail ? t('promotions.detailEmpty') : t('promotions.empty'),
        icon: <Icon name="megaphone" size={32} />,
      }}
    />
  );
}
