import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';

export interface AccountPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  testId: string;
}

/**
 * The account password that confirms a limit or an exclusion is the player's own decision. Named
 * `password` so a refused submit can focus it.
 */
export function AccountPasswordField({ value, onChange, error, testId }: AccountPasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FormField label={t('limits.password')} error={error}>
      {(control) => (
        <input
          {...control}
          className="form-input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={value}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
