import { currencyCodes, defaultCurrencyOf, isCurrencyCode } from '@casino/rules/currencies';
import { isCountryCode } from '@casino/rules/countries';
import { isCountryBlocked } from '@casino/rules/geo';
import { Button } from '@casino/ui/button';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormMessage } from '@/components/form-field';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { isApiError } from '@/lib/api-error';
import { storage, storageKeys } from '@/lib/storage';
import { trackNewRegistration } from '@/lib/analytics/analytics';
import { useRegisterLong } from '../api/register-long';
import { focusFirstInvalid } from '../focus-first-invalid';
import { useServerFieldCheck } from '../hooks/use-server-field-check';
import { ruleMessage } from '../rule-message';
import {
  collectAffiliateFields,
  emptySignupValues,
  mapServerIssues,
  validateSignup,
  type SignupField,
  type SignupValues,
} from '../signup-validation';
import { SignupFields } from './signup-fields';

/**
 * The stored country, when it is one a player may sign up from, saves a choice in a long list; its
 * usual currency (GBP for a UK visitor), when the skin offers it, saves another.
 */
function initialValues(offered: readonly string[]): SignupValues {
  const stored = storage.get(storageKeys.country2)?.toUpperCase() ?? '';
  const country = isCountryCode(stored) && !isCountryBlocked(stored) ? stored : '';
  const currency = country ? defaultCurrencyOf(country) : null;
  return {
    ...emptySignupValues,
    country,
    currency: currency && offered.includes(currency) ? currency : emptySignupValues.currency,
  };
}

/** Sign up (spec section 5): every field, the shared rules live, uniqueness asked of the server. */
export function SignupForm({ onLogin }: { onLogin?: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const { data: skin } = useSkinConfig();
  const mutation = useRegisterLong();
  const currencies = useMemo(() => {
    const offered = (skin?.currencies ?? []).filter(isCurrencyCode);
    return offered.length > 0 ? offered : currencyCodes;
  }, [skin]);
  const [values, setValues] = useState<SignupValues>(() => initialValues(currencies));
  const [touched, setTouched] = useState<Partial<Record<SignupField, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignupField, string>>>({});
  const [registered, setRegistered] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const ruleKeys = validateSignup(values);
  const usernameCheck = useServerFieldCheck('username', values.username.trim(), ruleKeys.username === null);
  const emailCheck = useServerFieldCheck('email', values.email.trim(), ruleKeys.email === null);

  const errorOf = (field: SignupField): string | null => {
    const local = ruleMessage(t, ruleKeys[field]);
    if (local) return touched[field] || isSubmitted ? local : null;
    if (field === 'username' && usernameCheck.status === 'invalid') return usernameCheck.error;
    if (field === 'email' && emailCheck.status === 'invalid') return emailCheck.error;
    return serverErrors[field] ?? null;
  };

  const change = <K extends SignupField>(field: K, value: SignupValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    // Errors show as the player types, never on leaving a field: a message appearing on blur would
    // move the submit button away under a click that has already started.
    setTouched((previous) => ({ ...previous, [field]: true }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const hasLocalError = Object.values(ruleKeys).some((key) => key !== null);
    if (hasLocalError || usernameCheck.status === 'invalid' || emailCheck.status === 'invalid') {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(registerBodyOf(values, i18n.language), {
      onSuccess: (data) => {
        trackNewRegistration({ id: data.id, email: data.email, username: data.username }, 'long');
        setRegistered(data.email);
      },
      onError: (error) => {
        setServerErrors(
          mapServerIssues(error, (key) => (i18n.exists(`auth:rules.${key}`) ? ruleMessage(t, key) : null)),
        );
        focusFirstInvalid(formRef.current);
      },
    });
  };

  if (registered !== null) return <SignupSuccess email={registered} onLogin={onLogin} />;

  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  const formError = mutation.error && !hasFieldErrors ? failureTextOf(mutation.error) : null;

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      <SignupFields
        values={values}
        errorOf={errorOf}
        onChange={change}
        currencies={currencies}
        checks={{ username: usernameCheck, email: emailCheck }}
      />
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      {hasFieldErrors ? <FormMessage kind="error">{t('signup.fixErrors')}</FormMessage> : null}
      <SignupActions isBusy={mutation.isPending} onLogin={onLogin} />
    </form>
  );
}

/** What the server is sent: the fields, the page's language and the affiliate's marks, if any. */
function registerBodyOf(values: SignupValues, language: string) {
  return {
    username: values.username.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    currency: values.currency,
    country: values.country,
    birthdate: values.birthdate,
    privacy: values.privacy,
    language,
    ...collectAffiliateFields(storage, new URLSearchParams(window.location.search)),
  };
}

/** A failure that names no field: the server's message, else its result code. */
function failureTextOf(error: Error): string {
  return isApiError(error) ? error.body.info.message || error.resultCode : error.message;
}

function SignupSuccess({ email, onLogin }: { email: string; onLogin: (() => void) | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-form auth-success" data-testid="signup-success" role="status">
      <h3 className="auth-success__title">{t('signup.successTitle')}</h3>
      <p>{t('signup.successText', { email })}</p>
      {onLogin ? (
        <div className="auth-form__actions">
          <Button onClick={onLogin}>{t('signup.loginLink')}</Button>
        </div>
      ) : null}
    </div>
  );
}

function SignupActions({ isBusy, onLogin }: { isBusy: boolean; onLogin: (() => void) | undefined }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-form__actions">
      <Button type="submit" isBusy={isBusy} data-testid="signup-submit">
        {t('signup.submit')}
      </Button>
      {onLogin ? (
        <span className="auth-form__switch">
          {t('signup.haveAccount')}{' '}
          <button type="button" className="link-button" onClick={onLogin}>
            {t('signup.loginLink')}
          </button>
        </span>
      ) : null}
    </div>
  );
}
