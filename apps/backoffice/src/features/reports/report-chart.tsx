import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useI18n } from '../../lib/i18n';

export interface ChartSeries {
  key: string;
  label: string;
}

// Colours told apart by people with the common colour blindnesses (Okabe and Ito's palette).
const colours = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];

/**
 * A bar chart of one currency's figures, with a caption that says in words what it shows (for a
 * screen reader, and for anyone who would rather read): the table beside it has every figure. Minor
 * units become numbers only to be drawn; nothing is computed from them.
 */
export function ReportChart(props: {
  title: string;
  currency: string;
  data: Array<Record<string, string | number>>;
  categoryKey: string;
  series: ChartSeries[];
}) {
  const { t } = useI18n();
  const captionId = useId();
  const first = props.series[0];
  const points = props.data.map((row) => {
    const point: Record<string, string | number> = { name: String(row[props.categoryKey]) };
    for (const { key } of props.series) point[key] = Number(row[key] ?? 0);
    return point;
  });
  const top = first
    ? points.reduce<Record<string, string | number> | undefined>(
        (best, point) =>
          best === undefined || Number(point[first.key]) > Number(best[first.key]) ? point : best,
        undefined,
      )
    : undefined;
  const summary =
    first && top
      ? t('reports.chartSummary', {
          title: props.title,
          currency: props.currency,
          count: points.length,
          series: first.label,
          top: String(top.name),
          value: String(top[first.key]),
        })
      : t('reports.empty');
  return (
    <figure className="report-chart" aria-labelledby={captionId}>
      <BarChart
        responsive
        style={{ width: '100%', maxWidth: '56rem', height: 260 }}
        data={points}
        title={props.title}
        desc={summary}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis width={80} />
        <Tooltip />
        <Legend />
        {props.series.map((series, index) => (
          <Bar
            key={series.key}
            dataKey={series.key}
            name={series.label}
            fill={colours[index % colours.length]}
          />
        ))}
      </BarChart>
      <figcaption id={captionId}>{summary}</figcaption>
    </figure>
  );
}
