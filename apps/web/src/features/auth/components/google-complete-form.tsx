import type { ValidationIssue } from '@casino/contract/envelope';
import { checkBirthDate, checkCurrency, checkSignupUsername } from '@casino/rules/validation';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { isApiError } from '@/lib/api-error';
import { ruleMessage } from '../rule-message';
import { BirthDateField } from './birth-date-field';
import { CurrencyField } from './currency-field';

export interface GoogleCompleteValues {
  username: string;
  currencycode: string;
  birthdate: string;
}

export interface GoogleCompleteFormProps {
  currencies: readonly string[];
  isBusy: boolean;
  /** The last refusal of the Google sign-in, shown under its field or above the button. */
  error: unknown;
  onSubmit: (values: GoogleCompleteValues) => void;
}

/** Spec section 8: Google answered missing_username; the player chooses one (and currency, birth date). */
export function GoogleCompleteForm({ currencies, isBusy, error, onSubmit }: GoogleCompleteFormProps) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<GoogleCompleteValues>({
    username: '',
    currencycode: '',
    birthdate: '',
  });
  const [isSubmitted, setIsSubmitted] = useState(false);
  const keys = {
    username: checkSignupUsername(values.username.trim()),
    currencycode: checkCurrency(values.currencycode),
    birthdate: checkBirthDate(values.birthdate),
  };
  const issues = isApiError(error)
    ? ((error.body.data as { issues?: ValidationIssue[] } | null)?.issues ?? [])
    : [];
  const serverError = (field: keyof GoogleCompleteValues) =>
    issues.find((issue) => issue.field === field)?.message;
  const errorOf = (field: keyof GoogleCompleteValues) =>
    (values[field] || isSubmitted ? ruleMessage(t, keys[field]) : null) ??
    (field === 'username' && isApiError(error, 'username_not_unique') ? t('google.usernameExists') : null) ??
    serverError(field) ??
    null;
  // missing_username itself is answered with a blank message: the form is the explanation.
  const formError =
    error &&
    !isApiError(error, 'missing_username') &&
    !isApiError(error, 'username_not_unique') &&
    issues.length === 0
      ? error instanceof Error
        ? error.message
        : String(error)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (keys.username || keys.currencycode || keys.birthdate) return;
    onSubmit({ ...values, username: values.username.trim() });
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid="google-complete">
      <p className="auth-form__intro">{t('google.completeIntro')}</p>
      <FormField label={t('signup.username')} hint={t('signup.usernameHint')} error={errorOf('username')}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            value={values.username}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
            autoComplete="username"
            autoCapitalize="off"
            maxLength={20}
          />
        )}
      </FormField>
      <CurrencyField
        value={values.currencycode}
        onChange={(currencycode) => setValues({ ...values, currencycode })}
        currencies={currencies}
        error={errorOf('currencycode')}
      />
      <BirthDateField
        value={values.birthdate}
        onChange={(birthdate) => setValues({ ...values, birthdate })}
        error={errorOf('birthdate')}
      />
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <div className="auth-form__actions">
        <Button type="submit" isBusy={isBusy}>
          {t('google.submit')}
        </Button>
      </div>
    </form>
  );
}
