import { checkEmail } from '@casino/rules/validation';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { isApiError } from '@/lib/api-error';
import { useRequestPasswordReset } from '../api/forgotten-password';
import { ruleMessage } from '../rule-message';

/**
 * Password recovery by e-mail. Every answer of the server shows the same text, so the form never
 * tells whether an account uses the address; only a call that never arrived says so.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const mutation = useRequestPasswordReset();
  const error = ruleMessage(t, checkEmail(email.trim()));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (error) return;
    mutation.mutate(
      { email: email.trim() },
      { onSettled: (_data, failure) => setIsSent(!failure || isApiError(failure)) },
    );
  };

  if (isSent)
    return (
      <div className="auth-form">
        <FormMessage kind="success" testId="forgot-sent">
          {t('forgot.sent')}
        </FormMessage>
        <div className="auth-form__actions">
          <Button variant="ghost" onClick={onBack}>
            {t('forgot.backToLogin')}
          </Button>
        </div>
      </div>
    );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__intro">{t('forgot.intro')}</p>
      <FormField label={t('forgot.email')} error={isTouched ? error : null}>
        {(control) => (
          <input
            {...control}
            type="email"
            className="form-input"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setIsTouched(true);
            }}
            autoComplete="email"
            data-testid="forgot-email"
          />
        )}
      </FormField>
      {mutation.error && !isApiError(mutation.error) ? (
        <FormMessage kind="error">{mutation.error.message}</FormMessage>
      ) : null}
      <div className="auth-form__actions">
        <Button type="submit" isBusy={mutation.isPending} data-testid="forgot-submit">
          {t('forgot.submit')}
        </Button>
        <button type="button" className="link-button" onClick={onBack}>
          {t('forgot.backToLogin')}
        </button>
      </div>
    </form>
  );
}
