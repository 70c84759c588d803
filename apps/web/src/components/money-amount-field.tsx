import { FormField } from './form-field';

export interface MoneyAmountFieldProps {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  testId: string;
  onChange: (value: string) => void;
}

/** An amount typed as a decimal string (never a float): the one input the cashier and limit forms share. */
export function MoneyAmountField({ label, hint, error, value, testId, onChange }: MoneyAmountFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-input"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
