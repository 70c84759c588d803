import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useLimits } from '../api/get-limits';
import { LimitForm } from './limit-form';
import { LimitHistory } from './limit-history';
import { LimitsTable } from './limits-table';
import { PlayLimitForm } from './play-limit-form';
import { PlayLimitsTable } from './play-limits-table';
import { RealityCheckSettings } from './reality-check-settings';
import { SelfExclusionSection } from './self-exclusion-section';

/**
 * Gambling limits of the profile: deposit, loss, wager and session limits with their use, the history
 * of changes, reality checks, freeze, time-outs and self-exclusion.
 */
export function LimitsSection({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation('account');
  const limits = useLimits();
  if (limits.isPending) return <Spinner label={t('loading')} />;
  if (limits.isError) return <FormMessage kind="error">{limits.error.message}</FormMessage>;
  return (
    <div className="account-stack">
      <div className="account-card" data-testid="deposit-limits">
        <h3 className="account-card__title">{t('limits.title')}</h3>
        <p className="account-card__lead">{t('limits.explain')}</p>
        <LimitsTable data={limits.data} />
        <LimitForm data={limits.data} />
      </div>
      <div className="account-card" data-testid="play-limits">
        <h3 className="account-card__title">{t('playLimits.title')}</h3>
        <p className="account-card__lead">{t('playLimits.explain')}</p>
        <PlayLimitsTable data={limits.data} />
        <PlayLimitForm data={limits.data} />
      </div>
      <div className="account-card" data-testid="limit-changes">
        <h3 className="account-card__title">{t('limitHistory.title')}</h3>
        <LimitHistory data={limits.data} />
      </div>
      <div className="account-card" data-testid="reality-checks">
        <h3 className="account-card__title">{t('reality.settingsTitle')}</h3>
        <p className="account-card__lead">{t('reality.explain')}</p>
        <RealityCheckSettings />
      </div>
      <div className="account-card" data-testid="self-exclusion">
        <h3 className="account-card__title">{t('exclusion.title')}</h3>
        <SelfExclusionSection data={limits.data} onExcluded={onExcluded} />
      </div>
    </div>
  );
}
