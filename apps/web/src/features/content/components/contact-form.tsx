import type { ValidationIssue } from '@casino/contract/envelope';
import { limits } from '@casino/rules/limits';
import { contactRules } from '@casino/rules/validation';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FormField, FormMessage } from '@/components/form-field';
import { usePlayer } from '@/features/player/api/get-player';
import { useSkinConfig } from '@/features/site/api/get-skin-config';
import { isApiError } from '@/lib/api-error';
import { useSendContact } from '../api/content';

type Field = 'name' | 'email' | 'message';

/** What the page's captcha widget gets (the route passes the sign-in forms' Turnstile). */
export interface ContactCaptchaProps {
  siteKey: string;
  onToken: (token: string) => void;
  refreshKey: number;
  error: string | null;
  testId: string;
}
const fields: Field[] = ['name', 'email', 'message'];

/**
 * The contact form (spec section 5, Contact): name longer than 1 and at most 25, a valid e-mail, a
 * message of at most 512, checked here with the same rules the server applies. A logged-in player's
 * name and e-mail are filled in; the skin's Turnstile is asked for when it demands a captcha.
 */
export function ContactForm({
  renderCaptcha,
}: {
  renderCaptcha?: (props: ContactCaptchaProps) => ReactNode;
}) {
  const { t } = useTranslation('content');
  const player = usePlayer();
  const { data: skin } = useSkinConfig();
  const mutation = useSendContact();
  // What the visitor typed; a field not typed in yet shows the logged-in player's own value.
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [serverIssues, setServerIssues] = useState<Partial<Record<Field, string>>>({});
  const [isSent, setIsSent] = useState(false);

  const playerName = player
    ? [player.fname, player.lname].filter((part) => part && part !== 'unknown').join(' ') || player.username
    : '';
  const values: Record<Field, string> = {
    name: typed.name ?? playerName.slice(0, 25),
    email: typed.email ?? player?.email ?? '',
    message: typed.message ?? '',
  };

  const ruleText = (key: string | null) =>
    key ? t(`rules.${key}` as 'rules.invalid', { defaultValue: t('rules.invalid') }) : null;
  const errors: Record<Field, string | null> = {
    name: ruleText(contactRules.name(values.name)),
    email: ruleText(contactRules.email(values.email.trim())),
    message: ruleText(contactRules.message(values.message)),
  };
  const turnstile = skin?.turnstileCaptcha.enabled ? skin.turnstileCaptcha.siteKey : null;
  const shown = (field: Field) => (touched[field] ? errors[field] : null) ?? serverIssues[field] ?? null;

  const change = (field: Field, value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setServerIssues((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, email: true, message: true });
    if (fields.some((field) => errors[field])) return;
    mutation.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message,
        ...(turnstile ? { captcha } : {}),
      },
      {
        onSuccess: () => {
          setIsSent(true);
          setTyped((current) => ({ ...current, message: '' }));
          setTouched({});
        },
        onError: (error) => {
          setCaptchaRound((round) => round + 1);
          if (isApiError(error, 'validation_error')) {
            const issues = (error.body.data as { issues?: ValidationIssue[] } | null)?.issues ?? [];
            setServerIssues(
              Object.fromEntries(
                issues.map((issue) => [issue.field, ruleText(issue.code ?? null) ?? issue.message]),
              ),
            );
          }
        },
      },
    );
  };

  if (isSent)
    return (
      <div className="contact-form" data-testid="contact-sent-panel">
        <FormMessage kind="success" testId="contact-sent">
          {t('contact.sent')}
        </FormMessage>
        <div className="form-actions">
          <Button variant="secondary" onClick={() => setIsSent(false)}>
            {t('contact.sendAnother')}
          </Button>
        </div>
      </div>
    );

  const failure = mutation.error;
  const failureText = !failure
    ? null
    : isApiError(failure, 'rate_limited')
      ? t('contact.rateLimited')
      : isApiError(failure, 'invalid_captcha')
        ? t('contact.captchaInvalid')
        : isApiError(failure, 'validation_error')
          ? null
          : t('contact.failed');

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate data-testid="contact-form">
      <FormField label={t('contact.name')} error={shown('name')} errorTestId="contact-name-error">
        {(control) => (
          <input
            {...control}
            className="form-input"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, name: true }))}
            autoComplete="name"
            data-testid="contact-name"
          />
        )}
      </FormField>
      <FormField label={t('contact.email')} error={shown('email')} errorTestId="contact-email-error">
        {(control) => (
          <input
            {...control}
            type="email"
            className="form-input"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, email: true }))}
            autoComplete="email"
            data-testid="contact-email"
          />
        )}
      </FormField>
      <FormField
        label={t('contact.message')}
        error={shown('message')}
        errorTestId="contact-message-error"
        hint={t('contact.messageHint', { count: values.message.length, max: limits.contactMessageMax })}
      >
        {(control) => (
          <textarea
            {...control}
            className="form-input contact-form__message"
            rows={6}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, message: true }))}
            data-testid="contact-message"
          />
        )}
      </FormField>
      {turnstile && renderCaptcha
        ? renderCaptcha({
            siteKey: turnstile,
            onToken: setCaptcha,
            refreshKey: captchaRound,
            error: isApiError(failure, 'invalid_captcha') ? t('contact.captchaInvalid') : null,
            testId: 'contact-captcha',
          })
        : null}
      {failureText ? (
        <FormMessage kind="error" testId="contact-failed">
          {failureText}
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isBusy={mutation.isPending} data-testid="contact-submit">
          {t('contact.submit')}
        </Button>
      </div>
      {skin?.supportEmail ? (
        <p className="contact-form__other">{t('contact.otherWays', { email: skin.supportEmail })}</p>
      ) : null}
    </form>
  );
}
