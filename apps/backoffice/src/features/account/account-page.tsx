import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall } from '../../lib/staff-api';
import { TotpPolicySection } from './totp-policy-section';

/** TOTP enrolment: a QR code of the otpauth URI (and the secret as text), confirmed by one code. */
export function AccountPage() {
  const { t } = useI18n();
  const { me, reload, may } = useSession();
  const [enrolment, setEnrolment] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [qr, setQr] = useState('');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  useEffect(() => {
    if (enrolment) void QRCode.toDataURL(enrolment.otpauthUri, { margin: 1, width: 220 }).then(setQr);
  }, [enrolment]);

  async function onStart() {
    setRecoveryCodes([]);
    setEnrolment(await staffCall(staffApi.startTotpEnrolment, {}));
  }
  async function onConfirm(event: FormEvent) {
    event.preventDefault();
    try {
      const result = await staffCall(staffApi.confirmTotpEnrolment, { body: { code } });
      setRecoveryCodes(result.recoveryCodes);
      setEnrolment(null);
      setInvalid(false);
      reload();
    } catch {
      setInvalid(true);
    }
    setCode('');
  }

  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <p>{t(me.totpEnrolled ? 'account.enrolled' : 'account.notEnrolled')}</p>
      {!enrolment ? (
        <button type="button" onClick={() => void onStart()}>
          {t(me.totpEnrolled ? 'account.restart' : 'account.start')}
        </button>
      ) : (
        <form onSubmit={(event) => void onConfirm(event)} className="card">
          <p>{t('account.scan')}</p>
          {qr ? <img src={qr} alt={enrolment.otpauthUri} width={220} height={220} /> : null}
          <p>
            {t('account.secret')}: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <label>
            {t('account.code')}
            <input
              inputMode="numeric"
              pattern="\d{6}"
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          {invalid ? <p role="alert">{t('account.codeInvalid')}</p> : null}
          <button type="submit">{t('account.confirm')}</button>
        </form>
      )}
      {recoveryCodes.length > 0 ? (
        <div className="card">
          <p>{t('account.recoveryCodes')}</p>
          <ul className="mono">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {may('staff.manage') ? <TotpPolicySection /> : null}
    </section>
  );
}
