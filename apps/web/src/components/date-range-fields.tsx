import { FormField } from '@/components/form-field';

export interface DateRangeFieldsProps {
  from: string | undefined;
  to: string | undefined;
  labels: { from: string; to: string };
  /** data-testid of the two inputs: `${testIdPrefix}-from` and `${testIdPrefix}-to`. */
  testIdPrefix: string;
  /** undefined when a control is emptied, so the filter is dropped instead of sent as "". */
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}

/** A from and a to day (both included) for history filters; neither can cross the other. */
export function DateRangeFields({ from, to, labels, testIdPrefix, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <FormField label={labels.from}>
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
      <FormField label={labels.to}>
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
