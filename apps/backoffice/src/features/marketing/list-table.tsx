import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';

/** A section's table: its column headings, an empty heading for the actions column, and its rows. */
export function ListTable(props: { columns: MessageKey[]; withActions: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column}>{t(column)}</th>
            ))}
            {props.withActions ? <th /> : null}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}
