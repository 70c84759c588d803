import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

const emptyFilters = { action: '', target: '', staffId: '' };

/** The staff audit trail, newest first, filtered by action, target and staff member. */
export function AuditPage() {
  const { t } = useI18n();
  const [draft, setDraft] = useState(emptyFilters);
  const [filters, setFilters] = useState(emptyFilters);
  const audit = useStaffData(
    async () =>
      (
        await staffCall(staffApi.listAudit, {
          query: {
            action: filters.action || undefined,
            target: filters.target || undefined,
            staffId: filters.staffId || undefined,
          },
        })
      ).entries,
    [filters],
  );
  const field = (name: keyof typeof emptyFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <form onSubmit={onSubmit} className="row wrap">
        <label>
          {t('audit.action')}
          <input name="action" {...field('action')} />
        </label>
        <label>
          {t('audit.target')}
          <input name="target" {...field('target')} />
        </label>
        <label>
          {t('audit.staffId')}
          <input name="staffId" {...field('staffId')} />
        </label>
        <button type="submit">{t('audit.filter')}</button>
      </form>
      {audit.error ? <p role="alert">{t('app.error', { code: audit.error })}</p> : null}
      {audit.data?.length === 0 ? <p>{t('audit.none')}</p> : null}
      {audit.data && audit.data.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('audit.when')}</th>
                <th>{t('audit.staff')}</th>
                <th>{t('audit.action')}</th>
                <th>{t('audit.target')}</th>
                <th>{t('audit.result')}</th>
                <th>{t('audit.ip')}</th>
                <th>{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{new Date(entry.at).toLocaleString()}</td>
                  <td>{entry.staffUsername}</td>
                  <td>{entry.action}</td>
                  <td className="mono">{entry.target ?? '—'}</td>
                  <td>{entry.resultCode}</td>
                  <td>{entry.ip}</td>
                  <td>
                    <details>
                      <summary>{t('audit.details')}</summary>
                      <pre>{JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}</pre>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
