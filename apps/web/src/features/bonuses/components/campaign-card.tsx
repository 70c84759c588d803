import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { paths } from '@/config/paths';
import type { BonusCampaignView } from '../api/get-bonus-campaigns';
import { campaignTermParts, campaignTermsSentence } from '../campaign-terms';
import { useBonusFormat } from '../use-bonus-format';

/** Where a campaign's call to action leads: the deposit form with it chosen, or the player's bonuses. */
export function campaignAction(campaign: BonusCampaignView): { href: string; labelKey: string } {
  if (campaign.activation === 'deposit')
    return {
      href: `${paths.deposit.href()}?${new URLSearchParams({ bonus: campaign.slug })}`,
      labelKey: 'promotions.depositNow',
    };
  return { href: paths.profileBonuses.href(), labelKey: 'promotions.playNow' };
}

/** The page of a campaign: free spins have theirs under free-spin/, the others under deposit-bonus/. */
export function campaignHref(campaign: BonusCampaignView): string {
  return campaign.kind === 'free_spins'
    ? paths.freeSpin.href({ url: campaign.slug })
    : paths.depositBonus.href({ url: campaign.slug });
}

/**
 * One campaign: its name, description, terms in plain words and the call to action; a campaign the
 * player can no longer take (`isTaken`) says so instead of offering the action.
 */
export function CampaignCard({
  campaign,
  isDetail,
  isTaken = false,
}: {
  campaign: BonusCampaignView;
  isDetail: boolean;
  isTaken?: boolean;
}) {
  const { t } = useTranslation('bonuses');
  const format = useBonusFormat();
  const action = campaignAction(campaign);
  const Title = isDetail ? 'h2' : 'h3';
  return (
    <article className="bonus-card" data-testid="bonus-campaign" data-slug={campaign.slug}>
      <Title className="bonus-card__title">{campaign.name}</Title>
      {campaign.description ? <p>{campaign.description}</p> : null}
      {isDetail ? <h3 className="bonus-card__subtitle">{t('terms.title')}</h3> : null}
      <p className={isDetail ? undefined : 'bonus-item__terms'} data-testid="bonus-campaign-terms">
        {campaignTermsSentence(campaignTermParts(t, campaign, format))}
      </p>
      {campaign.endsAt ? (
        <p className="bonus-muted">{t('promotions.until', { date: format.date(campaign.endsAt) })}</p>
      ) : null}
      {isTaken ? (
        <p className="bonus-muted" data-testid="bonus-campaign-taken">
          {t('promotions.noLongerYours')}
        </p>
      ) : null}
      <div className="bonus-actions">
        {isTaken ? null : (
          <Link
            to={action.href}
            className="ui-button ui-button--primary ui-button--md"
            data-testid="bonus-campaign-action"
          >
            {t(action.labelKey)}
          </Link>
        )}
        {isDetail ? null : (
          <Link
            to={campaignHref(campaign)}
            className="ui-button ui-button--secondary ui-button--md"
            data-testid="bonus-campaign-details"
          >
            {t('promotions.details')}
          </Link>
        )}
      </div>
    </article>
  );
}
