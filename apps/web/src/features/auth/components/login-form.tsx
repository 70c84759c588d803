import { checkCaptcha, checkLoginUsername, checkRequired } from '@casino/rules/validation';
import { Button } from '@casino/ui/button';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { TFunction } from '@/lib/translator';
import { FormField, FormMessage } from '@/components/form-field';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { isApiError } from '@/lib/api-error';
import { createStore, useStore } from '@/lib/create-store';
import { login } from '../api/login';
import { focusFirstInvalid } from '../focus-first-invalid';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { describeLoginError, readShowCaptcha } from '../login-errors';
import { ruleMessage } from '../rule-message';
import { CaptchaField } from './captcha-field';

type Field = 'username' | 'password' | 'captcha';

/** The server's last word on whether logging in needs a captcha; kept when the dialog closes and reopens. */
export const captchaDemandedStore = createStore(false);

export interface LoginFormProps {
  onForgotPassword: () => void;
  onLoggedIn: () => void;
}

/** Log in (spec sections 5 and 8): the Login rules live, a captcha once the server demands one. */
export function LoginForm({ onForgotPassword, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const locale = useFormatLocale();
  const { data: skin } = useSkinConfig();
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState({ username: '', password: '', captcha: '' });
  const [turnstileToken, setTurnstileToken] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const showCaptcha = useStore(captchaDemandedStore);
  // Whether a submit happened since the current captcha picture appeared (its error shows from then on).
  const [isCaptchaSubmitted, setIsCaptchaSubmitted] = useState(false);
  // Bumped after each refused attempt: the server has spent the captcha the player answered.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const isTurnstile = !!skin?.turnstileCaptcha.enabled;
  const formRef = useRef<HTMLFormElement>(null);

  // The server spent the captcha the player answered: a new picture, empty and not yet submitted.
  const newCaptcha = () => {
    setValues((previous) => ({ ...previous, captcha: '' }));
    setTouched((previous) => ({ ...previous, captcha: false }));
    setIsCaptchaSubmitted(false);
    setCaptchaRound((round) => round + 1);
  };
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      captchaDemandedStore.set(false);
      // completeLogin stores the session before its first await: the page the player goes on to sees it.
      const refreshed = completeLogin(data);
      onLoggedIn();
      await refreshed;
    },
    onError: (error) => {
      // Demanded by the server before this form showed a captcha: ask for it rather than call it wrong.
      const isFirstDemand = !showCaptcha && isApiError(error, 'invalid_captcha');
      setFormError(isFirstDemand ? t('captcha.required') : describeLoginError(error, t, locale));
      const next = readShowCaptcha(error);
      if (next !== undefined) captchaDemandedStore.set(next);
      if (showCaptcha || next) newCaptcha();
    },
  });

  const errors = loginErrorsOf(t, values, { showCaptcha, isTurnstile, turnstileToken });
  const shown = shownErrors(errors, touched, { isSubmitted, isCaptchaSubmitted });
  // Errors show as the player types (not on blur, which would shift the button under a starting click).
  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => ({ ...previous, [field]: true }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (showCaptcha) setIsCaptchaSubmitted(true);
    if (errors.username || errors.password || errors.captcha) return focusFirstInvalid(formRef.current);
    if (showCaptcha && isTurnstile && !turnstileToken) return;
    mutation.mutate(
      loginBodyOf(
        values,
        showCaptcha ? (isTurnstile ? { turnstileToken } : { captcha: values.captcha }) : {},
      ),
    );
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
      <LoginCredentials values={values} shown={shown} onChange={change} />
      {showCaptcha ? (
        <CaptchaField
          value={values.captcha}
          onChange={(value) => change('captcha', value)}
          onToken={setTurnstileToken}
          error={shown('captcha')}
          refreshKey={captchaRound}
          testId="login-captcha"
        />
      ) : null}
      {formError ? (
        <FormMessage kind="error" testId="login-error">
          {formError}
        </FormMessage>
      ) : null}
      <LoginActions isBusy={mutation.isPending} onForgotPassword={onForgotPassword} />
    </form>
  );
}

interface CaptchaState {
  showCaptcha: boolean;
  isTurnstile: boolean;
  turnstileToken: string;
}

/** The Login rules over what was typed; the captcha's only while one is asked for. */
function loginErrorsOf(
  t: TFunction,
  values: Record<Field, string>,
  { showCaptcha, isTurnstile, turnstileToken }: CaptchaState,
): Record<Field, string | null> {
  return {
    username: ruleMessage(t, checkLoginUsername(values.username)),
    password: ruleMessage(t, checkRequired(values.password) ? 'password_required' : null),
    captcha:
      showCaptcha && !isTurnstile
        ? ruleMessage(t, checkCaptcha(values.captcha))
        : showCaptcha && !turnstileToken
          ? ruleMessage(t, 'field_required')
          : null,
  };
}

/** The login request: the username trimmed, and the answered captcha or Turnstile token when one is asked for. */
function loginBodyOf(
  values: Record<Field, string>,
  captcha: { captcha: string } | { turnstileToken: string } | Record<string, never>,
) {
  return { username: values.username.trim(), password: values.password, terms: true as const, ...captcha };
}

function LoginCredentials({
  values,
  shown,
  onChange,
}: {
  values: Record<Field, string>;
  shown: (field: Field) => string | null;
  onChange: (field: Field, value: string) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <FormField label={t('login.username')} error={shown('username')}>
        {(control) => (
          <input
            {...control}
            className="form-input"
            value={values.username}
            onChange={(event) => onChange('username', event.target.value)}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            data-testid="login-username"
          />
        )}
      </FormField>
      <FormField label={t('login.password')} error={shown('password')}>
        {(control) => (
          <input
            {...control}
            type="password"
            className="form-input"
            value={values.password}
            onChange={(event) => onChange('password', event.target.value)}
            autoComplete="current-password"
            data-testid="login-password"
          />
        )}
      </FormField>
    </>
  );
}

function LoginActions({ isBusy, onForgotPassword }: { isBusy: boolean; onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-form__actions">
      <Button type="submit" isBusy={isBusy} data-testid="login-submit">
        {t('login.submit')}
      </Button>
      <button type="button" className="link-button" onClick={onForgotPassword} data-testid="login-forgot">
        {t('login.forgot')}
      </button>
    </div>
  );
}

/**
 * Which errors show: a field's once it was typed in or the form submitted; the captcha's once it was
 * typed in or a submit happened since its current picture appeared.
 */
function shownErrors(
  errors: Record<Field, string | null>,
  touched: Partial<Record<Field, boolean>>,
  submits: { isSubmitted: boolean; isCaptchaSubmitted: boolean },
) {
  return (field: Field) =>
    (
      field === 'captcha'
        ? touched.captcha || submits.isCaptchaSubmitted
        : touched[field] || submits.isSubmitted
    )
      ? errors[field]
      : null;
}
