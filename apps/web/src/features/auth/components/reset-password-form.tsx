import { checkCaptcha, checkPasswordConfirmation, checkStrongPassword } from '@casino/rules/validation';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { isApiError } from '@/lib/api-error';
import { useResetPassword, useResetPasswordSchema } from '../api/reset-password';
import { readShowCaptcha } from '../login-errors';
import { ruleMessage } from '../rule-message';
import { CaptchaField } from './captcha-field';

type Field = 'password' | 'confirmPassword' | 'captcha';

/** A new password for the e-mailed reset link (spec section 5's stricter rule), captcha when demanded. */
export interface ResetPasswordFormProps {
  token: string;
  onDone: () => void;
  onRequestNewLink: () => void;
}

export function ResetPasswordForm({ token, onDone, onRequestNewLink }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const form = useResetPasswordForm({ token, onDone });

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate>
      <p className="auth-form__intro">{t('resetPassword.intro')}</p>
      <FormField
        label={t('resetPassword.password')}
        hint={form.shown('password') ? undefined : t('rules.password_too_weak')}
        error={form.shown('password')}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            className="form-input"
            value={form.values.password}
            onChange={(event) => form.change('password', event.target.value)}
            autoComplete="new-password"
            data-testid="reset-password"
          />
        )}
      </FormField>
      <FormField label={t('resetPassword.confirmPassword')} error={form.shown('confirmPassword')}>
        {(control) => (
          <input
            {...control}
            type="password"
            className="form-input"
            value={form.values.confirmPassword}
            onChange={(event) => form.change('confirmPassword', event.target.value)}
            autoComplete="new-password"
            data-testid="reset-confirm-password"
          />
        )}
      </FormField>
      {form.showCaptcha ? (
        <CaptchaField
          value={form.values.captcha}
          onChange={(value) => form.change('captcha', value)}
          onToken={(token) => form.setValues((previous) => ({ ...previous, captcha: token }))}
          error={form.shown('captcha')}
          refreshKey={form.captchaRound}
          testId="reset-captcha"
        />
      ) : null}
      {form.failure ? (
        <FormMessage kind="error" testId="reset-error">
          {form.failure}
        </FormMessage>
      ) : null}
      {form.isLinkInvalid ? (
        <button type="button" className="link-button" onClick={onRequestNewLink}>
          {t('resetPassword.requestNew')}
        </button>
      ) : null}
      <div className="auth-form__actions">
        <Button type="submit" isBusy={form.mutation.isPending} data-testid="reset-submit">
          {t('resetPassword.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The form's state: the new password twice and the captcha when asked, their checks, the send. */
function useResetPasswordForm({ token, onDone }: Pick<ResetPasswordFormProps, 'token' | 'onDone'>) {
  const { t } = useTranslation('auth');
  const { data: skin } = useSkinConfig();
  const schema = useResetPasswordSchema();
  const mutation = useResetPassword();
  const [values, setValues] = useState({ password: '', confirmPassword: '', captcha: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [demanded, setDemanded] = useState<boolean | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const isTurnstile = !!skin?.turnstileCaptcha.enabled;
  const showCaptcha = demanded ?? schema.data?.captchaRequired ?? false;

  const errors: Record<Field, string | null> = {
    password: ruleMessage(t, checkStrongPassword(values.password)),
    confirmPassword: ruleMessage(t, checkPasswordConfirmation(values.password, values.confirmPassword)),
    captcha: showCaptcha
      ? ruleMessage(
          t,
          isTurnstile ? (values.captcha ? null : 'field_required') : checkCaptcha(values.captcha),
        )
      : null,
  };
  const shown = (field: Field) => (touched[field] || isSubmitted ? errors[field] : null);
  const change = (field: Field, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => ({ ...previous, [field]: true }));
    mutation.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (errors.password || errors.confirmPassword || errors.captcha) return;
    mutation.mutate(
      {
        token,
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...(showCaptcha ? { captcha: values.captcha } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const next = readShowCaptcha(error);
          if (next !== undefined) setDemanded(next);
          if (showCaptcha || next) {
            setValues((previous) => ({ ...previous, captcha: '' }));
            setCaptchaRound((round) => round + 1);
          }
        },
      },
    );
  };

  const isLinkInvalid = isApiError(mutation.error, 'password_reset_link_invalid');
  const failure = !mutation.error
    ? null
    : isLinkInvalid
      ? t('resetPassword.invalidLink')
      : isApiError(mutation.error, 'invalid_captcha')
        ? t('loginErrors.invalid_captcha')
        : mutation.error.message;

  return {
    mutation,
    values,
    setValues,
    captchaRound,
    showCaptcha,
    shown,
    change,
    onSubmit,
    isLinkInvalid,
    failure,
  };
}
