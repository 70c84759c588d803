import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall, type StaffApiError } from '../../lib/staff-api';
import { Field } from './field';

/** A promotion code for one campaign; players type it on the site (codes are kept upper-case). */
export function BonusCodeForm(props: { campaigns: string[]; onCreated?: () => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState({ code: '', campaign: '', maxUses: '' });
  const [outcome, setOutcome] = useState<string | null>(null);
  const campaign = form.campaign || props.campaigns[0] || '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const maxUses = form.maxUses.trim() ? Number(form.maxUses) : null;
    staffCall(staffApi.createBonusCode, {
      body: { code: form.code.trim(), campaign, maxUses, onePerAddress: false, startsAt: null, endsAt: null },
    }).then(
      (created) => {
        setOutcome(t('marketing.codeCreated', { code: created.code, campaign: created.campaign }));
        setForm({ ...form, code: '', maxUses: '' });
        props.onCreated?.();
      },
      (error: unknown) => setOutcome(t('app.error', { code: (error as StaffApiError).code })),
    );
  };

  return (
    <form onSubmit={submit} className="card" aria-label={t('marketing.newCode')}>
      <h3>{t('marketing.newCode')}</h3>
      <div className="row wrap">
        <Field
          label="marketing.code"
          value={form.code}
          onValue={(code) => setForm({ ...form, code })}
          required
          pattern="[A-Za-z0-9][A-Za-z0-9_\-]{2,39}"
        />
        <label>
          {t('marketing.campaign')}
          <select
            value={campaign}
            required
            onChange={(event) => setForm({ ...form, campaign: event.target.value })}
          >
            {props.campaigns.map((slug) => (
              <option key={slug} value={slug}>
                {slug}
              </option>
            ))}
          </select>
        </label>
        <Field
          label="marketing.maxUses"
          value={form.maxUses}
          onValue={(maxUses) => setForm({ ...form, maxUses })}
          type="number"
          min={1}
        />
      </div>
      <button type="submit" disabled={!campaign}>
        {t('marketing.createCode')}
      </button>
      {outcome ? <p role="status">{outcome}</p> : null}
    </form>
  );
}
