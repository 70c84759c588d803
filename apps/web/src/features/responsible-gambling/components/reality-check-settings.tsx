import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { useRealityCheck } from '../api/get-reality-check';
import { useSetRealityCheck } from '../api/set-reality-check';
import {
  realityCheckIntervals,
  type RealityCheckInterval,
} from '@casino/contract/values/responsible-gambling';

const off = 'off';

/** How often a reality check interrupts play; saved as soon as it is chosen. */
export function RealityCheckSettings() {
  const { t } = useTranslation('account');
  const status = useRealityCheck({ enabled: true });
  const save = useSetRealityCheck();
  // While a change is on its way the select shows the choice, not the previous value.
  const current = save.isPending ? save.variables : status.data?.intervalMinutes;
  return (
    <div className="reality-settings">
      <FormField label={t('reality.interval')} hint={t('reality.hint')}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={current === undefined || current === null ? off : String(current)}
            disabled={status.isPending}
            data-testid="reality-check-interval"
            onChange={(event) =>
              save.mutate(
                event.target.value === off ? null : (Number(event.target.value) as RealityCheckInterval),
              )
            }
          >
            <option value={off}>{t('reality.off')}</option>
            {realityCheckIntervals.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('reality.every', { count: minutes })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {save.isError ? <FormMessage kind="error">{save.error.message}</FormMessage> : null}
    </div>
  );
}
