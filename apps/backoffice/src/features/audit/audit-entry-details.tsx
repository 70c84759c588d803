import { useI18n } from '../../lib/i18n';
import { auditChanges, requestFields, requestOf, stateAfter } from './audit-diff';

interface AuditEntryLike {
  source: string;
  before: unknown;
  after: unknown;
}

/** An audit row's before and after as a table of changed fields, and the request's own fields. */
export function AuditEntryDetails({ entry }: { entry: AuditEntryLike }) {
  const { t } = useI18n();
  const changes = auditChanges(entry.before, stateAfter(entry));
  const request = requestFields(requestOf(entry));
  return (
    <details>
      <summary>{t('audit.details')}</summary>
      {request.length > 0 ? (
        <dl className="audit-request">
          {request.map((field) => (
            <div key={field.path}>
              <dt className="mono">{field.path}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {changes.length === 0 ? (
        <p>{t('audit.noChange')}</p>
      ) : (
        <table className="audit-diff">
          <thead>
            <tr>
              <th scope="col">{t('audit.field')}</th>
              <th scope="col">{t('audit.before')}</th>
              <th scope="col">{t('audit.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path}>
                <td className="mono">{change.path}</td>
                <td>
                  <del>{change.before}</del>
                </td>
                <td>
                  <ins>{change.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
