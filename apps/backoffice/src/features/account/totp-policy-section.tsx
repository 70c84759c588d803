import type { StaffRole } from '@casino/contract/values/staff';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

/** The admin's choice of which roles must enrol a second factor before they can work. */
export function TotpPolicySection() {
  const { t } = useI18n();
  const policy = useStaffData(() => staffCall(staffApi.getTotpPolicy, {}), []);
  async function choose(role: StaffRole, required: boolean) {
    // A refusal leaves the choice as the server has it: the reload shows that.
    await staffCall(staffApi.setTotpPolicy, { body: { role, required } }).catch(() => undefined);
    policy.reload();
  }
  return (
    <section aria-labelledby="totp-policy-title" className="card">
      <h2 id="totp-policy-title">{t('totpPolicy.title')}</h2>
      <p>{t('totpPolicy.intro')}</p>
      {policy.error ? <p role="alert">{t('app.error', { code: policy.error })}</p> : null}
      {policy.data ? (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('totpPolicy.role')}</th>
              <th scope="col">{t('totpPolicy.required')}</th>
            </tr>
          </thead>
          <tbody>
            {policy.data.roles.map((entry) => (
              <tr key={entry.role}>
                <td className="mono">{entry.role}</td>
                <td>
                  <input
                    type="checkbox"
                    checked={entry.required}
                    aria-label={t('totpPolicy.requiredFor', { role: entry.role })}
                    onChange={(event) => void choose(entry.role, event.target.checked)}
                  />{' '}
                  {entry.isDefault ? t('totpPolicy.default') : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
