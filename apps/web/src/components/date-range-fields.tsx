import { FormField } from '@/components/form-field';

/**
 * A chosen day ('2026-01-05') as the interface writes dates (05.01.2026 in German, 05/01/2026 in
 * English): the browser's date control follows the browser's own language, not the page's.
 */
export function formatChosenDay(day: string | undefined, locale: string): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const format = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(locale, format).format(new Date(`${day}T00:00:00Z`));
}

export interface DateRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  /** data-testid of the two inputs: `${testIdPrefix}-from` and `${testIdPrefix}-to`. */
  testIdPrefix: string;
  /** The interface's formatting locale: the chosen days are repeated in its date format. */
  locale: string;
  /** undefined when a control is emptied, so the filter is dropped instead of sent as "". */
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}

/** A from and a to day (both included) for history filters; neither can cross the other. */
export function DateRangeFields({ from, to, labels, testIdPrefix, locale, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <FormField label={labels.from} hint={formatChosenDay(from, locale)}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="form-input"
            value={from ?? ''}
            max={to}
            data-testid={`${testIdPrefix}-from`}
            onChange={(event) => onChange({ from: event.target.value || undefined, to })}
          />
        )}
      </FormField>
      <FormField label={labels.to} hint={formatChosenDay(to, locale)}>
        {(control) => (
          <input
            {...control}
            type="date"
            className="form-input"
            value={to ?? ''}
            min={from}
            data-testid={`${testIdPrefix}-to`}
            onChange={(event) => onChange({ from, to: event.target.value || undefined })}
          />
        )}
      </FormField>
    </>
  );
}

/** The filters with a patch applied, an emptied control dropping its filter instead of sending "". */
export function patchFilters<T extends object>(value: T, patch: Partial<T>): T {
  const next = { ...value, ...patch };
  for (const key of Object.keys(next) as Array<keyof T>) if (!next[key]) delete next[key];
  return next;
}
