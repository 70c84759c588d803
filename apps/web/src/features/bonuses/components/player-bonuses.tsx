import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { PageLoading } from '@/components/page-loading';
import { usePlayerBonuses } from '../api/get-player-bonuses';
import { ActiveBonus } from './active-bonus';
import { BonusCodeField } from './bonus-code-field';
import { AvailableBonuses, BonusOffers, PastBonuses } from './bonus-offers';

/** Profile / bonuses: the active bonus and its rounds, Add Bonus, the offers, waiting and past bonuses. */
export function PlayerBonuses() {
  const { t } = useTranslation('bonuses');
  const bonuses = usePlayerBonuses();
  if (bonuses.isPending) return <PageLoading />;
  if (bonuses.isError) return <FormMessage kind="error">{t('loadFailed')}</FormMessage>;
  const { active, available, past, offers } = bonuses.data;
  return (
    <div className="bonus-page">
      {active ? (
        <ActiveBonus bonus={active} />
      ) : (
        <section className="bonus-card" data-testid="active-bonus-none">
          <h2 className="bonus-card__title">{t('active.title')}</h2>
          <p className="bonus-muted">{t('active.none')}</p>
        </section>
      )}
      <section className="bonus-card" aria-labelledby="bonus-code-title">
        <h2 id="bonus-code-title" className="bonus-card__title">
          {t('code.submit')}
        </h2>
        <BonusCodeField />
      </section>
      <BonusOffers offers={offers} />
      <AvailableBonuses bonuses={available} hasActive={active !== null} />
      <PastBonuses bonuses={past} />
    </div>
  );
}
