import type { SportsbookSettings } from '@casino/contract/sportsbook-settings';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { staffApi, staffCall, StaffApiError } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import {
  bodyOf,
  formOf,
  marginBounds,
  type FormErrors,
  type LimitField,
  type SettingsForm,
} from './sportsbook-form-values';

const limitFields: Array<{
  field: LimitField;
  label: 'sportsbook.minStake' | 'sportsbook.maxStake' | 'sportsbook.maxPayout';
}> = [
  { field: 'minStake', label: 'sportsbook.minStake' },
  { field: 'maxStake', label: 'sportsbook.maxStake' },
  { field: 'maxPayout', label: 'sportsbook.maxPayout' },
];

/** One currency's three limits, in the currency's units, each with its problem under it. */
function CurrencyRow(props: {
  entry: SettingsForm['currencies'][number];
  errors: FormErrors;
  readOnly: boolean;
  onChange: (field: LimitField, value: string) => void;
}) {
  const { t } = useI18n();
  const { entry } = props;
  return (
    <tr>
      <th scope="row">{entry.currency}</th>
      {limitFields.map(({ field, label }) => {
        const problem = props.errors[`${entry.currency}.${field}`];
        const id = `sportsbook-${entry.currency}-${field}`;
        return (
          <td key={field}>
            <input
              id={id}
              inputMode="decimal"
              aria-label={`${t(label)} ${entry.currency}`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
              readOnly={props.readOnly}
              value={entry[field]}
              onChange={(event) => props.onChange(field, event.target.value)}
            />
            {problem ? (
              <p className="error" id={`${id}-error`}>
                {t(problem)}
              </p>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}

/** The margin and the limits per currency; a role with sportsbook.write saves them. */
function SettingsEditor(props: { settings: SportsbookSettings; onSaved: () => void }) {
  const { t } = useI18n();
  const { may } = useSession();
  const readOnly = !may('sportsbook.write');
  const [form, setForm] = useState(() => formOf(props.settings));
  const [errors, setErrors] = useState<FormErrors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const setLimit = (currency: string, field: LimitField, value: string) =>
    setForm((current) => ({
      ...current,
      currencies: current.currencies.map((entry) =>
        entry.currency === currency ? { ...entry, [field]: value } : entry,
      ),
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = bodyOf(form);
    setErrors(found);
    if (!body) return setResult({ ok: false, text: t('sportsbook.invalid') });
    try {
      await staffCall(staffApi.updateSportsbookSettings, { body });
      setResult({ ok: true, text: t('sportsbook.saved') });
      props.onSaved();
    } catch (error) {
      const code = error instanceof StaffApiError ? error.code : 'internal_error';
      setResult({ ok: false, text: t('app.error', { code }) });
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t('sportsbook.title')} noValidate>
      <label>
        {t('sportsbook.margin')}
        <input
          inputMode="decimal"
          aria-invalid={errors.margin ? true : undefined}
          readOnly={readOnly}
          value={form.marginPercent}
          onChange={(event) => setForm({ ...form, marginPercent: event.target.value })}
        />
      </label>
      <p>{t('sportsbook.marginHelp', marginBounds)}</p>
      {errors.margin ? <p className="error">{t(errors.margin, marginBounds)}</p> : null}
      <table>
        <thead>
          <tr>
            <th scope="col">{t('sportsbook.currency')}</th>
            {limitFields.map(({ field, label }) => (
              <th key={field} scope="col">
                {t(label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {form.currencies.map((entry) => (
            <CurrencyRow
              key={entry.currency}
              entry={entry}
              errors={errors}
              readOnly={readOnly}
              onChange={(field, value) => setLimit(entry.currency, field, value)}
            />
          ))}
        </tbody>
      </table>
      {readOnly ? null : <button type="submit">{t('sportsbook.save')}</button>}
      {result ? <p role={result.ok ? 'status' : 'alert'}>{result.text}</p> : null}
    </form>
  );
}

/** The sportsbook's limits per currency and its margin (sportsbook.read; changes sportsbook.write). */
export function SportsbookPage() {
  const { t } = useI18n();
  const { data, error, reload } = useStaffData(() => staffCall(staffApi.getSportsbookSettings, {}), []);
  return (
    <section aria-labelledby="sportsbook-title">
      <h1 id="sportsbook-title">{t('sportsbook.title')}</h1>
      <p>{t('sportsbook.intro')}</p>
      {error ? <p role="alert">{t('app.error', { code: error })}</p> : null}
      {!data && !error ? <p>{t('app.loading')}</p> : null}
      {data ? (
        <>
          <p>
            {data.updatedAt
              ? t('sportsbook.updatedAt', { when: new Date(data.updatedAt).toLocaleString() })
              : t('sportsbook.defaults')}
          </p>
          <SettingsEditor settings={data} onSaved={reload} />
        </>
      ) : null}
    </section>
  );
}
