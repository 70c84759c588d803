import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { formatBirthDateInput } from '../signup-validation';

export interface BirthDateFieldProps {
  value: string;
  /** Receives the typed text already shaped as DD-MM-YYYY. */
  onChange: (value: string) => void;
  error: string | null;
  autoComplete?: string;
  testId?: string;
}

/** A new player's birth date, typed as DD-MM-YYYY, shared by the sign-up form and Google's. */
export function BirthDateField({ value, onChange, error, autoComplete, testId }: BirthDateFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('signup.birthdate')} hint={t('signup.birthdateHint')} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-input"
          value={value}
          onChange={(event) => onChange(formatBirthDateInput(event.target.value))}
          inputMode="numeric"
          placeholder="DD-MM-YYYY"
          autoComplete={autoComplete}
          maxLength={10}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}
