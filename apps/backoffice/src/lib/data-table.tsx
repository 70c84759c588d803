import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from './i18n';

/** A plain table of rows under translated headers, scrolling sideways on a narrow screen. */
export function DataTable(props: { headers: MessageKey[]; rows: ReactNode[][] }) {
  const { t } = useI18n();
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header}>{t(header)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((cells, index) => (
            <tr key={index}>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
