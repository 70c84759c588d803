import type { ReactNode } from 'react';
import { useI18n, type MessageKey } from './i18n';

/**
 * A plain table of rows under translated headers, scrolling sideways on a narrow screen. With
 * `withActions` each row's last cell is its actions column, under an empty header.
 */
export function DataTable(props: {
  headers: MessageKey[];
  rows: ReactNode[][];
  withActions?: boolean;
  /** Each row's React key (the record's id); by default its position. */
  rowKeys?: string[];
  /** The `data-testid` every row carries. */
  rowTestId?: string;
  /** A class for the cells of some columns, by column index (`amount`, `mono`). */
  cellClasses?: Record<number, string>;
}) {
  const { t } = useI18n();
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {props.headers.map((header) => (
              <th key={header}>{t(header)}</th>
            ))}
            {props.withActions ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((cells, index) => (
            <tr key={props.rowKeys?.[index] ?? index} data-testid={props.rowTestId}>
              {cells.map((cell, column) => (
                <td key={column} className={props.cellClasses?.[column]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
