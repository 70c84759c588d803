import type { ValidationIssue } from '@casino/contract/envelope';
import { limits } from '@casino/rules/limits';
import { contactRules } from '@casino/rules/validation';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { TFunction } from '@/lib/translator';
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

  const values: Record<Field, string> = {
    name: typed.name ?? playerNameOf(player).slice(0, 25),
    email: typed.email ?? player?.email ?? '',
    message: typed.message ?? '',
  };

  const ruleText = (key: string | null) =>
    key ? t(`rules.${key}` as 'rules.invalid', { defaultValue: t('rules.invalid') }) : null;
  const errors = errorsOf(values, ruleText);
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
    mutation.mutate(contactBodyOf(values, turnstile ? captcha : null), {
      onSuccess: () => {
        setIsSent(true);
        setTyped((current) => ({ ...current, message: '' }));
        setTouched({});
      },
      onError: (error) => {
        setCaptchaRound((round) => round + 1);
        if (isApiError(error, 'validation_error')) setServerIssues(fieldIssuesOf(error.body.data, ruleText));
      },
    });
  };

  if (isSent) return <ContactSentPanel onAnother={() => setIsSent(false)} />;

  const failure = mutation.error;
  const failureText = failureTextOf(failure, t);

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate data-testid="contact-form">
      <ContactFields
        values={values}
        shown={shown}
        onChange={change}
        onBlur={(field) => setTouched((current) => ({ ...current, [field]: true }))}
      />
      {turnstile && renderCaptcha
        ? renderCaptcha({
            siteKey: turnstile,
            onToken: setCaptcha,
            refreshKey: captchaRound,
            error: isApiError(failure, 'invalid_captcha') ? t('contact.captchaInvalid') : null,
            testId: 'contact-captcha',
          })
        : null}
      <ContactFormEnd
        failureText={failureText}
        isBusy={mutation.isPending}
        supportEmail={skin?.supportEmail ?? null}
      />
    </form>
  );
}

function ContactSentPanel({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="contact-form" data-testid="contact-sent-panel">
      <FormMessage kind="success" testId="contact-sent">
        {t('contact.sent')}
      </FormMessage>
      <div className="form-actions">
        <Button variant="secondary" onClick={onAnother}>
          {t('contact.sendAnother')}
        </Button>
      </div>
    </div>
  );
}

/** The form-wide failure line; a validation failure shows at its fields instead. */
function failureTextOf(failure: unknown, t: TFunction): string | null {
  if (!failure) return null;
  if (isApiError(failure, 'rate_limited')) return t('contact.rateLimited');
  if (isApiError(failure, 'invalid_captcha')) return t('contact.captchaInvalid');
  if (isApiError(failure, 'validation_error')) return null;
  return t('contact.failed');
}

/** The name, e-mail and message fields with the error each shows. */
function ContactFields({
  values,
  shown,
  onChange,
  onBlur,
}: {
  values: Record<Field, string>;
  shown: (field: Field) => string | null;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      <FormField label={t('contact.name')} error={shown('name')} errorTestId="contact-name-error">
        {(control) => (
          <input
            {...control}
            className="form-input"
            value={values.name}
            onChange={(event) => onChange('name', event.target.value)}
            onBlur={() => onBlur('name')}
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
            onChange={(event) => onChange('email', event.target.value)}
            onBlur={() => onBlur('email')}
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
            onChange={(event) => onChange('message', event.target.value)}
            onBlur={() => onBlur('message')}
            data-testid="contact-message"
          />
        )}
      </FormField>
    </>
  );
}

function playerNameOf(player: ReturnType<typeof usePlayer>): string {
  if (!player) return '';
  return (
    [player.fname, player.lname].filter((part) => part && part !== 'unknown').join(' ') || player.username
  );
}

/** Each field checked with the rules the server applies; null where it holds. */
function errorsOf(
  values: Record<Field, string>,
  ruleText: (key: string | null) => string | null,
): Record<Field, string | null> {
  return {
    name: ruleText(contactRules.name(values.name)),
    email: ruleText(contactRules.email(values.email.trim())),
    message: ruleText(contactRules.message(values.message)),
  };
}

/** The server's validation issues by field, in the rules' words where it names one. */
function fieldIssuesOf(
  data: unknown,
  ruleText: (key: string | null) => string | null,
): Partial<Record<Field, string>> {
  const issues = (data as { issues?: ValidationIssue[] } | null)?.issues ?? [];
  return Object.fromEntries(
    issues.map((issue) => [issue.field, ruleText(issue.code ?? null) ?? issue.message]),
  );
}

/** The failure line, the submit button and the skin's other ways to reach support. */
function ContactFormEnd({
  failureText,
  isBusy,
  supportEmail,
}: {
  failureText: string | null;
  isBusy: boolean;
  supportEmail: string | null;
}) {
  const { t } = useTranslation('content');
  return (
    <>
      {failureText ? (
        <FormMessage kind="error" testId="contact-failed">
          {failureText}
        </FormMessage>
      ) : null}
      <div className="form-actions">
        <Button type="submit" isBusy={isBusy} data-testid="contact-submit">
          {t('contact.submit')}
        </Button>
      </div>
      {supportEmail ? (
        <p className="contact-form__other">{t('contact.otherWays', { email: supportEmail })}</p>
      ) : null}
    </>
  );
}

/** What the server is sent: name and e-mail trimmed, the captcha's token when the skin asks for one. */
function contactBodyOf(values: Record<Field, string>, captcha: string | null) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message,
    ...(captcha === null ? {} : { captcha }),
  };
}
