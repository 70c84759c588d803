import { Icon } from '@casino/ui/icon';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { Screen } from '@/components/screen';
import { paths } from '@/config/paths';
import { useNetworkPromotions } from '@/features/network-promotions/api';
import { HowItWorks, PromotionFacts } from '@/features/network-promotions/promotion-facts';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import '@/features/competitions/competitions.css';
import '@/features/network-promotions/network-promotions.css';

/** network-promotions: the game provider's drops and races across its casinos, live ones first. */
export default function NetworkPromotionsPage() {
  const { t } = useTranslation('pages');
  const locale = useFormatLocale();
  const query = useNetworkPromotions();
  const promotions = query.data?.promotions ?? [];
  return (
    <Screen
      testId="page-network-promotions"
      title={t('promotions.networkPromotions')}
      subtitle={t('networkPromo.intro')}
      empty={
        !query.isPending && promotions.length === 0
          ? { title: t('promotions.empty'), icon: <Icon name="megaphone" size={32} /> }
          : undefined
      }
    >
      {query.isPending ? <Spinner label={t('app.loading', { ns: 'common' })} /> : null}
      <div className="competition-grid">
        {promotions.map((promotion) => (
          <article
            key={promotion.url}
            className="competition-card"
            data-testid={`network-promotion-${promotion.url}`}
          >
            <span className="competition-badge">{t(`networkPromo.status.${promotion.status}`)}</span>
            <h3>
              <Link to={paths.networkPromotion.href({ url: promotion.url })}>{promotion.name}</Link>
            </h3>
            <PromotionFacts promotion={promotion} locale={locale} />
            <HowItWorks promotion={promotion} locale={locale} />
            <Link to={paths.networkPromotion.href({ url: promotion.url })}>{t('networkPromo.details')}</Link>
          </article>
        ))}
      </div>
    </Screen>
  );
}
