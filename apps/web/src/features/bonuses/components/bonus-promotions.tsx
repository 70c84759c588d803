import { EmptyState } from '@casino/ui/empty-state';
import { Icon } from '@casino/ui/icon';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { type BonusCampaignView, useBonusCampaign, useBonusCampaigns } from '../api/get-bonus-campaigns';
import { usePlayerBonuses } from '../api/get-player-bonuses';
import { CampaignCard } from './campaign-card';

const depositKinds: ReadonlySet<string> = new Set(['deposit_match', 'reload']);

/** Campaigns the player takes by claiming or depositing: the server says which of them are still theirs to take. */
const offeredByServer: ReadonlySet<string> = new Set(['claim', 'deposit']);

/**
 * Whether a logged-in player can no longer take a campaign (one per player and already had, or not for
 * their country or account): it is missing from their offers. Null while a visitor, or before they load.
 */
function useNoLongerOffered(): ((campaign: BonusCampaignView) => boolean) | null {
  const mine = usePlayerBonuses();
  if (!mine.data) return null;
  const open = new Set([...mine.data.offers, ...mine.data.depositOffers].map((offer) => offer.slug));
  return (campaign) => offeredByServer.has(campaign.activation) && !open.has(campaign.slug);
}

/** deposit-bonus: the running deposit match and reload campaigns, without those the player can no longer take. */
export function DepositBonusList() {
  const { t, i18n } = useTranslation('bonuses');
  const campaigns = useBonusCampaigns(i18n.language);
  const noLongerOffered = useNoLongerOffered();
  if (campaigns.isPending) return <PageLoading />;
  if (campaigns.isError) return <FormMessage kind="error">{t('promotions.loadFailed')}</FormMessage>;
  const deposits = campaigns.data.campaigns.filter(
    (campaign) => depositKinds.has(campaign.kind) && !noLongerOffered?.(campaign),
  );
  if (deposits.length === 0)
    return <EmptyState icon={<Icon name="megaphone" size={32} />} title={t('promotions.empty')} />;
  return (
    <ul className="bonus-promotions" data-testid="bonus-campaigns">
      {deposits.map((campaign) => (
        <li key={campaign.slug}>
          <CampaignCard campaign={campaign} isDetail={false} />
        </li>
      ))}
    </ul>
  );
}

/** deposit-bonus/{url} and free-spin/{url}: one campaign and its terms. */
export function BonusCampaignDetail({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('bonuses');
  const campaign = useBonusCampaign(slug, i18n.language);
  const noLongerOffered = useNoLongerOffered();
  if (campaign.isPending) return <PageLoading />;
  if (campaign.isError)
    return (
      <div className="bonus-page" data-testid="bonus-campaign-missing">
        <FormMessage kind="error">
          {isApiError(campaign.error, 'bonus_not_found')
            ? t('promotions.notFound')
            : t('promotions.loadFailed')}
        </FormMessage>
        <p>
          <Link to={paths.depositBonuses.href()}>{t('promotions.allPromotions')}</Link>
        </p>
      </div>
    );
  return (
    <div className="bonus-page">
      <CampaignCard campaign={campaign.data} isDetail isTaken={!!noLongerOffered?.(campaign.data)} />
      <p>
        <Link to={paths.depositBonuses.href()}>{t('promotions.allPromotions')}</Link>
      </p>
    </div>
  );
}
