import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import type { TransactionFilters, TransactionType } from '@/lib/wallet-types';

const types: TransactionType[] = ['deposit', 'withdraw'];
export const statusChoices = [
  'pending',
  'completed',
  'requested',
  'approved',
  'awaiting_address',
  'processing',
  'paid',
  'rejected',
  'cancelled',
  'expired',
] as const;

export interface TransactionFiltersFormProps {
  value: TransactionFilters;
  onChange: (next: TransactionFilters) => void;
}

/** Type, status and date range; each change asks for page one again. */
export function TransactionFiltersForm({ value, onChange }: TransactionFiltersFormProps) {
  const { t } = useTranslation('cashier');
  const set = (patch: Partial<TransactionFilters>) => {
    const next = { ...value, ...patch };
    // An emptied control drops its filter instead of sending "".
    for (const key of Object.keys(next) as Array<keyof TransactionFilters>) if (!next[key]) delete next[key];
    onChange(next);
  };
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
            {types.map((type) => (
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
            {statusChoices.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('history.from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="form-input"
            value={value.dateFrom ?? ''}
            max={value.dateTo}
            data-testid="history-filter-from"
            onChange={(event) => set({ dateFrom: event.target.value || undefined })}
          />
        )}
      </FormField>
      <FormField label={t('history.to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="form-input"
            value={value.dateTo ?? ''}
            min={value.dateFrom}
            data-testid="history-filter-to"
            onChange={(event) => set({ dateTo: event.target.value || undefined })}
          />
        )}
      </FormField>
      <div className="history-filters__reset">
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!Object.keys(value).length}>
          {t('history.reset')}
        </Button>
      </div>
    </form>
  );
}
