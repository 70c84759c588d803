import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { BonusCampaigns } from './bonus-campaigns';
import { Challenges } from './challenges';
import { Races } from './races';

/** Bonus campaigns and codes (bonuses.*), challenges and slot races (competitions.*), each shown to roles that may read it. */
export function MarketingPage() {
  const { t } = useI18n();
  const { may } = useSession();
  return (
    <section aria-labelledby="marketing-title">
      <h1 id="marketing-title">{t('marketing.title')}</h1>
      {may('bonuses.read') ? <BonusCampaigns /> : null}
      {may('competitions.read') ? (
        <>
          <Challenges canWrite={may('competitions.write')} />
          <Races canWrite={may('competitions.write')} />
        </>
      ) : null}
    </section>
  );
}
