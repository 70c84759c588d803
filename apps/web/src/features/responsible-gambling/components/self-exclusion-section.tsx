import { formatDateTime } from '@casino/rules/formatting';
import type { GamblingLimitsData, SelfExclusionKind } from '@casino/contract/responsible-gambling';
import { Button } from '@casino/ui/button';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { SelfExclusionDialog } from './self-exclusion-dialog';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

const timeoutKinds = [
  'timeout_24h',
  'timeout_week',
  'timeout_month',
  'timeout_6_weeks',
] as const satisfies readonly SelfExclusionKind[];
const longKinds = [
  'months_6',
  'year_1',
  'years_2',
  'years_5',
  'indefinite',
] as const satisfies readonly SelfExclusionKind[];

/** One way to step away: a length to choose and the button that asks for confirmation. */
function ExclusionChoice<K extends SelfExclusionKind>({
  kinds,
  name,
  onChoose,
}: {
  kinds: readonly K[];
  name: 'timeout' | 'long';
  onChoose: (kind: K) => void;
}) {
  const { t } = useTranslation('account');
  const [kind, setKind] = useState<K>(kinds[0]!);
  const testId = name === 'long' ? 'self-exclusion' : 'timeout';
  return (
    <div className="exclusion__option">
      <h4 className="exclusion__title">{t(`exclusion.${name}Title`)}</h4>
      <p className="exclusion__text">{t(`exclusion.${name}Text`)}</p>
      <div className="exclusion__row">
        <FormField label={t('exclusion.length')}>
          {(control) => (
            <select
              {...control}
              className="form-input"
              value={kind}
              data-testid={`${testId}-kind`}
              onChange={(event) => setKind(event.target.value as K)}
            >
              {kinds.map((value) => (
                <option key={value} value={value}>
                  {t(`exclusion.kinds.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button variant="danger" data-testid={`${testId}-open`} onClick={() => onChoose(kind)}>
          {t(name === 'long' ? 'exclusion.exclude' : 'exclusion.timeout')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The 24-hour freeze, the time-outs and the longer self-exclusions, each behind a confirmation that
 * says what it does.
 */
export function SelfExclusionSection({
  data,
  onExcluded,
}: {
  data: GamblingLimitsData;
  onExcluded: () => void;
}) {
  const { t } = useTranslation('account');
  const locale = useFormatLocale();
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
      <ExclusionChoice kinds={timeoutKinds} name="timeout" onChoose={setConfirming} />
      <ExclusionChoice kinds={longKinds} name="long" onChoose={setConfirming} />
      <SelfExclusionDialog kind={confirming} onClose={() => setConfirming(null)} onExcluded={onExcluded} />
    </div>
  );
}
