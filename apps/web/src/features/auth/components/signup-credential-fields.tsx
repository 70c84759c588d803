import type { ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField } from '@/components/form-field';
import type { ServerCheck } from '../hooks/use-server-field-check';
import type { SignupField, SignupValues } from '../signup-validation';

export interface SignupCredentialFieldsProps {
  values: SignupValues;
  errorOf: (field: SignupField) => string | null;
  onChange: <K extends SignupField>(field: K, value: SignupValues[K]) => void;
  checks: { username: ServerCheck; email: ServerCheck };
}

/**
 * The sign-up inputs a player later signs in with: username and email (each checked by the server as
 * it is typed) and the password twice.
 */
export function SignupCredentialFields({ values, errorOf, onChange, checks }: SignupCredentialFieldsProps) {
  const { t } = useTranslation('auth');
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
    <>
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
    </>
  );
}
