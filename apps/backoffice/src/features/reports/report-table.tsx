import { useId, useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { downloadCsv } from './download-csv';
import { ReportChart, type ChartSeries } from './report-chart';

export interface ReportColumn<Row> {
  key: keyof Row & string;
  label: MessageKey;
  /** How a cell reads, when not as the server answered it. */
  format?: (row: Row) => string;
}

/** How a chart draws the table: bars per `categoryKey`, one per series, for one currency at a time. */
export interface ReportChartSpec<Row> {
  categoryKey: keyof Row & string;
  series: Array<keyof Row & string>;
}

/**
 * One report: its title, a chart of one currency (a choice when the rows hold several), the table
 * and the download of the CSV the server wrote.
 */
export function ReportTable<Row extends { currency: string }>(props: {
  title: MessageKey;
  rows: Row[];
  csv: string;
  fileName: string;
  /** The download button's words (the daily report's stays "Export as CSV"). */
  csvLabel?: string;
  columns: Array<ReportColumn<Row>>;
  chart: ReportChartSpec<Row>;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const currencies = [...new Set(props.rows.map((row) => row.currency))];
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? '');
  const labelOf = (key: string) => props.columns.find((column) => column.key === key)?.label;
  // The chart names its bars as the table's first cells read (a product's name translated).
  const namedBy = props.columns.find((column) => column.key === props.chart.categoryKey)?.format;
  const chartRows = props.rows
    .filter((row) => row.currency === currency)
    .map((row) => ({
      ...row,
      [props.chart.categoryKey]: namedBy ? namedBy(row) : row[props.chart.categoryKey],
    }));
  const series: ChartSeries[] = props.chart.series.map((key) => ({
    key,
    label: t(labelOf(key) ?? 'reports.ggr'),
  }));
  return (
    <section aria-labelledby={titleId} className="report">
      <div className="row wrap">
        <h2 id={titleId}>{t(props.title)}</h2>
        <span className="grow" />
        {currencies.length > 1 ? (
          <label>
            {t('reports.chartCurrency')}
            <select value={currency} onChange={(event) => setChosen(event.target.value)}>
              {currencies.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="button" className="secondary" onClick={() => downloadCsv(props.fileName, props.csv)}>
          {props.csvLabel ?? t('reports.csvOf', { title: t(props.title) })}
        </button>
      </div>
      {props.rows.length === 0 ? (
        <p>{t('reports.empty')}</p>
      ) : (
        <>
          <ReportChart
            title={t(props.title)}
            currency={currency}
            data={chartRows as Array<Record<string, string | number>>}
            categoryKey={props.chart.categoryKey}
            series={series}
          />
          <RowsTable rows={props.rows} columns={props.columns} />
        </>
      )}
    </section>
  );
}

/** A cell as it reads: its column's own format, an amount (a `…Minor` key) as money, else as answered. */
function useCellText<Row extends { currency: string }>() {
  const money = useMoney();
  return (row: Row, column: ReportColumn<Row>) => {
    if (column.format) return column.format(row);
    const value = row[column.key];
    if (column.key.endsWith('Minor') && (typeof value === 'string' || typeof value === 'number'))
      return money.minor(value, row.currency);
    return String(value ?? '');
  };
}

function RowsTable<Row extends { currency: string }>(props: {
  rows: Row[];
  columns: Array<ReportColumn<Row>>;
}) {
  const { t } = useI18n();
  const cellText = useCellText<Row>();
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {props.columns.map((column) => (
              <th key={column.key} scope="col">
                {t(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row, index) => (
            <tr key={index}>
              {props.columns.map((column) => (
                <td key={column.key}>{cellText(row, column)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
