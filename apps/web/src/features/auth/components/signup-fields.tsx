import { useId, type ChangeEvent } from 'react';
import { Trans, useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { countryOptions } from '../country-options';
import type { ServerCheck } from '../hooks/use-server-field-check';
import type { SignupField, SignupValues } from '../signup-validation';
import { BirthDateField } from './birth-date-field';
import { CurrencyField } from './currency-field';

export interface SignupFieldsProps {
  values: SignupValues;
  errorOf: (field: SignupField) => string | null;
  onChange: <K extends SignupField>(field: K, value: SignupValues[K]) => void;
  currencies: readonly string[];
  checks: { username: ServerCheck; email: ServerCheck };
}

/** The inputs of the sign-up form; the form owns the values, rules and submission. */
export function SignupFields({ values, errorOf, onChange, currencies, checks }: SignupFieldsProps) {
  const { t, i18n } = useTranslation('auth');
  const privacyErrorId = useId();
  const statusHint = (check: ServerCheck, fallback?: string) =>
    check.status === 'checking'
      ? t('signup.checking')
      : check.status === 'valid'
        ? t('signup.available')
        : fallback;
  const text = (field: 'username' | 'email' | 'password' | 'confirmPassword', testId: string) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
    className: 'form-input',
    'data-testid': testId,
  });

  return (
    <div className="form-grid auth-form__grid">
      <FormField
        label={t('signup.username')}
        hint={statusHint(checks.username, t('signup.usernameHint'))}
        error={errorOf('username')}
      >
        {(control) => (
          <input
            {...control}
            {...text('username', 'signup-username')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={20}
          />
        )}
      </FormField>
      <FormField
        label={t('signup.email')}
        hint={statusHint(checks.email, t('signup.emailHint'))}
        error={errorOf('email')}
      >
        {(control) => (
          <input {...control} {...text('email', 'signup-email')} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField label={t('signup.password')} hint={t('signup.passwordHint')} error={errorOf('password')}>
        {(control) => (
          <input
            {...control}
            {...text('password', 'signup-password')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <FormField label={t('signup.confirmPassword')} error={errorOf('confirmPassword')}>
        {(control) => (
          <input
            {...control}
            {...text('confirmPassword', 'signup-confirm-password')}
            type="password"
            autoComplete="new-password"
          />
        )}
      </FormField>
      <CurrencyField
        value={values.currency}
        onChange={(value) => onChange('currency', value)}
        currencies={currencies}
        error={errorOf('currency')}
        testId="signup-currency"
      />
      <FormField label={t('signup.country')} error={errorOf('country')}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={values.country}
            onChange={(event) => onChange('country', event.target.value)}
            autoComplete="country"
            data-testid="signup-country"
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
      <BirthDateField
        value={values.birthdate}
        onChange={(value) => onChange('birthdate', value)}
        error={errorOf('birthdate')}
        autoComplete="bday"
        testId="signup-birthdate"
      />
      <div className="form-field auth-form__privacy" data-invalid={!!errorOf('privacy') || undefined}>
        <label className="auth-checkbox">
          <input
            type="checkbox"
            checked={values.privacy}
            onChange={(event) => onChange('privacy', event.target.checked)}
            aria-invalid={!!errorOf('privacy')}
            aria-describedby={privacyErrorId}
            data-testid="signup-privacy"
          />
          <span>
            <Trans
              t={t}
              i18nKey="signup.privacy"
              components={{
                policy: (
                  <Link to={paths.info.href({ url: 'privacy-policy' })} target="_blank" rel="noopener" />
                ),
              }}
            />
          </span>
        </label>
        <p id={privacyErrorId} className="form-field__error" aria-live="polite">
          {errorOf('privacy')}
        </p>
      </div>
    </div>
  );
}
