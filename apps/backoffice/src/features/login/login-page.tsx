import { useState, type FormEvent } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall, StaffApiError, staffToken } from '../../lib/staff-api';

interface Captcha {
  captchaId: string;
  image: string;
}

function messageOf(error: unknown): { key: MessageKey; seconds?: number } {
  const code = error instanceof StaffApiError ? error.code : 'internal_error';
  const data = error instanceof StaffApiError ? (error.data as { retryAfterSeconds?: number } | null) : null;
  if (code === 'rate_limited') return { key: 'login.wait', seconds: data?.retryAfterSeconds ?? 1 };
  if (code === 'totp_invalid') return { key: 'login.totpInvalid' };
  if (code === 'invalid_captcha') return { key: 'login.captchaInvalid' };
  return { key: 'login.failed' };
}

interface FieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** The second step: the authenticator's code, or one of the staff member's recovery codes. */
function SecondFactorFields(props: {
  useRecovery: boolean;
  onToggle: () => void;
  totp: FieldProps;
  recoveryCode: FieldProps;
}) {
  const { t } = useI18n();
  return (
    <>
      {props.useRecovery ? (
        <label>
          {t('login.recoveryCode')}
          <input name="recoveryCode" autoComplete="off" required {...props.recoveryCode} />
        </label>
      ) : (
        <label>
          {t('login.totp')}
          <input
            name="totp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
            autoFocus
            {...props.totp}
          />
        </label>
      )}
      <button type="button" className="link" onClick={props.onToggle}>
        {t(props.useRecovery ? 'login.useTotp' : 'login.useRecovery')}
      </button>
    </>
  );
}

interface LoginForm {
  username: string;
  password: string;
  totp: string;
  recoveryCode: string;
  captcha: string;
}

const emptyForm: LoginForm = { username: '', password: '', totp: '', recoveryCode: '', captcha: '' };

/** What the login form sends: the second factor the staff member chose, and the captcha when one is drawn. */
function loginBody(form: LoginForm, needsTotp: boolean, useRecovery: boolean, captcha: Captcha | null) {
  return {
    username: form.username,
    password: form.password,
    ...(needsTotp && !useRecovery && form.totp ? { totp: form.totp } : {}),
    ...(needsTotp && useRecovery && form.recoveryCode ? { recoveryCode: form.recoveryCode } : {}),
    ...(captcha ? { captchaId: captcha.captchaId, captcha: form.captcha } : {}),
  };
}

/**
 * Password first; an enrolled staff member is then asked for the authenticator code (or a recovery
 * code), and after failures the server asks for a captcha, which is drawn here.
 */
export function LoginPage({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState(emptyForm);
  const [needsTotp, setNeedsTotp] = useState(false);
  const [useRecovery, setUseRecovery] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [error, setError] = useState<{ key: MessageKey; seconds?: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof form): FieldProps => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const data = await staffCall(staffApi.login, {
        body: loginBody(form, needsTotp, useRecovery, captcha),
      });
      staffToken.set(data.token);
      onLoggedIn();
    } catch (failure) {
      const refused = failure instanceof StaffApiError ? failure : null;
      if (refused?.code === 'totp_required') setNeedsTotp(true);
      else setError(messageOf(failure));
      // A captcha is single use: after any refusal that asks for one, a fresh one is drawn.
      const wantsCaptcha = (refused?.data as { captchaRequired?: boolean } | null)?.captchaRequired;
      setCaptcha(wantsCaptcha ? await staffCall(staffApi.captcha, {}).catch(() => null) : null);
      setForm((current) => ({ ...current, totp: '', captcha: '' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login">
      <form onSubmit={(event) => void onSubmit(event)} className="card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <label>
          {t('login.username')}
          <input name="username" autoComplete="username" required {...field('username')} />
        </label>
        <label>
          {t('login.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
        </label>
        {needsTotp ? (
          <SecondFactorFields
            useRecovery={useRecovery}
            onToggle={() => setUseRecovery(!useRecovery)}
            totp={field('totp')}
            recoveryCode={field('recoveryCode')}
          />
        ) : null}
        {captcha ? (
          <label>
            {t('login.captcha')}
            <img src={captcha.image} alt="" className="captcha" />
            <input name="captcha" autoComplete="off" required {...field('captcha')} />
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="error">
            {t(error.key, { seconds: error.seconds ?? 0 })}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
    </main>
  );
}
