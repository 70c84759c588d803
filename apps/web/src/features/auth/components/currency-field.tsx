import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';

export interface CurrencyFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The skin's currencies; nothing is chosen until the player picks one. */
  currencies: readonly string[];
  error: string | null;
  testId?: string;
}

/** The account currency of a new player, asked the same way by the sign-up form and Google's. */
export function CurrencyField({ value, onChange, currencies, error, testId }: CurrencyFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField label={t('signup.currency')} error={error}>
      {(control) => (
        <select
          {...control}
          className="form-input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={testId}
        >
          <option value="">{t('signup.choose')}</option>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
