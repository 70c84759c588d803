import { useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { AuditEntryDetails } from './audit-entry-details';
import { AuditFilterForm, emptyAuditFilters, instantOf, type AuditFilters } from './audit-filters';

type AuditEntry = Awaited<ReturnType<typeof loadAudit>>[number];

async function loadAudit(filters: AuditFilters) {
  const query = {
    action: filters.action || undefined,
    target: filters.target || undefined,
    staffId: filters.staffId || undefined,
    staffUsername: filters.staffUsername || undefined,
    from: instantOf(filters.from),
    to: instantOf(filters.to),
  };
  return (await staffCall(staffApi.listAudit, { query })).entries;
}

/** One audit row: when, who, what (and from which module's audit), on what, with what result. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  return (
    <tr>
      <td>{new Date(entry.at).toLocaleString()}</td>
      <td>{entry.staffUsername}</td>
      <td>
        {entry.action}
        {entry.source === 'staff' ? null : <small> ({t(`audit.source.${entry.source}`)})</small>}
      </td>
      <td className="mono">{entry.target ?? '—'}</td>
      <td>{entry.resultCode}</td>
      <td>{entry.ip || '—'}</td>
      <td>
        <AuditEntryDetails entry={entry} />
      </td>
    </tr>
  );
}

/** Every staff action in one list (staff_audit and the modules' own audits), newest first, filtered. */
export function AuditPage() {
  const { t } = useI18n();
  const [filters, setFilters] = useState(emptyAuditFilters);
  const audit = useStaffData(() => loadAudit(filters), [filters]);
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      <AuditFilterForm onApply={setFilters} />
      {audit.error ? <p role="alert">{t('app.error', { code: audit.error })}</p> : null}
      {audit.data?.length === 0 ? <p>{t('audit.none')}</p> : null}
      {audit.data && audit.data.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.staff')}</th>
                <th scope="col">{t('audit.action')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.result')}</th>
                <th scope="col">{t('audit.ip')}</th>
                <th scope="col">{t('audit.details')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((entry) => (
                <AuditRow key={`${entry.source}-${entry.id}`} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
