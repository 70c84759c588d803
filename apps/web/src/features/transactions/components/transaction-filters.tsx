import { transactionStatusChoices, transactionTypes } from '@casino/contract/values/wallet';
import { Button } from '@casino/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { DateRangeFields, patchFilters } from '@/components/date-range-fields';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { FormField } from '@/components/form-field';
import type { TransactionFilters, TransactionType } from '@/lib/wallet-types';

export interface TransactionFiltersFormProps {
  value: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}

/** Type, status and date range; each change asks for page one again. */
export function TransactionFiltersForm({ value, onChange }: TransactionFiltersFormProps) {
  const { t } = useTranslation('cashier');
  const locale = useFormatLocale();
  const set = (patch: Partial<TransactionFilters>) => onChange(patchFilters(value, patch));
  return (
    <form
      className="history-filters"
      onSubmit={(event) => event.preventDefault()}
      data-testid="history-filters"
    >
      <FormField label={t('history.type')}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={value.type ?? ''}
            data-testid="history-filter-type"
            onChange={(event) =>
              set({ type: (event.target.value || undefined) as TransactionType | undefined })
            }
          >
            <option value="">{t('history.all')}</option>
            {transactionTypes.map((type) => (
              <option key={type} value={type}>
                {t(`history.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('history.status')}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={value.status ?? ''}
            data-testid="history-filter-status"
            onChange={(event) => set({ status: event.target.value || undefined })}
          >
            <option value="">{t('history.all')}</option>
            {transactionStatusChoices.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <DateRangeFields
        locale={locale}
        from={value.dateFrom}
        to={value.dateTo}
        labels={{ from: t('history.from'), to: t('history.to') }}
        testIdPrefix="history-filter"
        onChange={(range) => set({ dateFrom: range.from, dateTo: range.to })}
      />
      <div className="history-filters__reset">
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!Object.keys(value).length}>
          {t('history.reset')}
        </Button>
      </div>
    </form>
  );
}
