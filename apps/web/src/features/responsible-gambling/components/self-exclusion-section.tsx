import { formatDateTime } from '@casino/rules/formatting';
import type { GamblingLimitsData, SelfExclusionKind } from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { SelfExclusionDialog } from './self-exclusion-dialog';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

const longKinds = ['months_6', 'year_1', 'years_5'] as const satisfies readonly SelfExclusionKind[];
type LongKind = (typeof longKinds)[number];

/** The 24-hour freeze and the longer self-exclusions, each behind a confirmation that says what it does. */
export function SelfExclusionSection({
  data,
  onExcluded,
}: {
  data: GamblingLimitsData;
  onExcluded: () => void;
}) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
  const [longKind, setLongKind] = useState<LongKind>('months_6');
  const [confirming, setConfirming] = useState<SelfExclusionKind | null>(null);
  const until = data.selfExclusion ? formatDateTime(data.selfExclusion.until, locale) : null;
  return (
    <div className="exclusion">
      {until ? <p className="account-notice">{t('exclusion.activeUntil', { until })}</p> : null}
      <div className="exclusion__option">
        <h4 className="exclusion__title">{t('exclusion.freezeTitle')}</h4>
        <p className="exclusion__text">{t('exclusion.freezeText')}</p>
        <Button variant="danger" data-testid="freeze-open" onClick={() => setConfirming('freeze_24h')}>
          {t('exclusion.freeze')}
        </Button>
      </div>
      <div className="exclusion__option">
        <h4 className="exclusion__title">{t('exclusion.longTitle')}</h4>
        <p className="exclusion__text">{t('exclusion.longText')}</p>
        <div className="exclusion__row">
          <FormField label={t('exclusion.length')}>
            {(control) => (
              <select
                {...control}
                className="form-input"
                value={longKind}
                data-testid="self-exclusion-kind"
                onChange={(event) => setLongKind(event.target.value as LongKind)}
              >
                {longKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`exclusion.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <Button variant="danger" data-testid="self-exclusion-open" onClick={() => setConfirming(longKind)}>
            {t('exclusion.exclude')}
          </Button>
        </div>
      </div>
      <SelfExclusionDialog kind={confirming} onClose={() => setConfirming(null)} onExcluded={onExcluded} />
    </div>
  );
}
