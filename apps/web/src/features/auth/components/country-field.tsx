import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import { countryOptions } from '../country-options';

export interface CountryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId?: string;
}

/** The country of residence of a new player, its names in the page's language. */
export function CountryField({ value, onChange, error, testId }: CountryFieldProps) {
  const { t, i18n } = useTranslation('auth');
  return (
    <FormField label={t('signup.country')} error={error}>
      {(control) => (
        <select
          {...control}
          className="form-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="country"
          data-testid={testId}
        >
          <option value="">{t('signup.choose')}</option>
          {countryOptions(i18n.language).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
