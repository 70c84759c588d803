import '@/features/bonuses/bonuses.css';
import { Icon } from '@casino/ui/icon';
import { useTranslation } from '@/lib/i18n-react';
import { useParams } from 'react-router';
import { PageLoading } from '@/components/page-loading';
import { Screen } from '@/components/screen';
import { BonusCampaignDetail, DepositBonusList } from '@/features/bonuses/components/bonus-promotions';

export type PromotionKind = 'network-promotions' | 'slot-races' | 'deposit-bonus' | 'free-spin';

const titleKeys = {
  'network-promotions': 'promotions.networkPromotions',
  'slot-races': 'promotions.slotRaces',
  'deposit-bonus': 'promotions.depositBonus',
  'free-spin': 'promotions.freeSpin',
} as const;

/** Promotion lists and their detail pages (`/{kind}/{url}`); the bonus ones come from the campaigns. */
export default function PromotionPage({ kind, isDetail }: { kind: PromotionKind; isDetail: boolean }) {
  const { t, ready } = useTranslation(['pages', 'bonuses']);
  const { url = '' } = useParams();
  const testId = kind === 'free-spin' || !isDetail ? `page-${kind}` : `page-${kind}-detail`;
  const isBonus = kind === 'deposit-bonus' || kind === 'free-spin';
  if (isBonus)
    return (
      <Screen testId={testId} title={t(titleKeys[kind])}>
        {!ready ? <PageLoading /> : isDetail ? <BonusCampaignDetail slug={url} /> : <DepositBonusList />}
      </Screen>
    );
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
