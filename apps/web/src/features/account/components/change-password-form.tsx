import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { isApiError } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { checkChangePassword, type ChangePasswordValues } from '../change-password-rules';
import { fieldErrorText } from '../field-error-text';
import { failureMessage } from '@/lib/validation-issues';

type Name = keyof ChangePasswordValues;
const empty: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const fields: Array<{ name: Name; testId: string; autoComplete: string }> = [
  { name: 'oldPassword', testId: 'change-password-old', autoComplete: 'current-password' },
  { name: 'newPassword', testId: 'change-password-new', autoComplete: 'new-password' },
  { name: 'confirmPassword', testId: 'change-password-confirm', autoComplete: 'new-password' },
];

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { change, values, errorOf, onChange, onSubmit, formError, isDone } = useChangePasswordForm();

  return (
    <form
      className="account-card"
      aria-label={t('password.title')}
      data-testid="change-password-form"
      onSubmit={onSubmit}
      noValidate
    >
      <div className="form-grid">
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={t(`password.${field.name}`)}
            error={errorOf(field.name)}
            hint={field.name === 'newPassword' ? t('password.rule') : undefined}
          >
            {(control) => (
              <input
                {...control}
                className="form-input"
                type="password"
                name={field.name}
                value={values[field.name]}
                autoComplete={field.autoComplete}
                data-testid={field.testId}
                onChange={(event) => onChange(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      {isDone ? <p className="form-saved">{t('password.changed')}</p> : null}
      <div className="form-actions">
        <Button type="submit" isBusy={change.isPending} data-testid="change-password-submit">
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}

/** The form's state: values, which fields were touched, the server's refusal, the submit. */
function useChangePasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [touched, setTouched] = useState<Set<Name>>(() => new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [oldPasswordRefused, setOldPasswordRefused] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  const errors = checkChangePassword(values);
  const onChange = (name: Name, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setTouched((previous) => new Set(previous).add(name));
    if (name === 'oldPassword') setOldPasswordRefused(false);
    setIsDone(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    setFormError(null);
    const firstInvalid = fields.find((field) => errors[field.name]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        setValues(empty);
        setTouched(new Set());
        setIsSubmitted(false);
        setIsDone(true);
      },
      onError: (error) => {
        if (isApiError(error, 'invalid_old_password')) setOldPasswordRefused(true);
        else setFormError(failureMessage(error));
      },
    });
  };

  const errorOf = (name: Name) => {
    if (name === 'oldPassword' && oldPasswordRefused) return t('errors.invalid_old_password');
    return isSubmitted || touched.has(name) ? fieldErrorText(t, errors[name]) : null;
  };

  return { change, values, errorOf, onChange, onSubmit, formError, isDone };
}
