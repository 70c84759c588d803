import { gamingReportGroupings, type GamingReportGrouping } from '@casino/contract/backoffice-reports';
import { useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { affiliateColumns, currencyColumns, dailyColumns, gamingColumns } from './report-columns';
import { ReportTable } from './report-table';

export interface ReportRange {
  from: string;
  to: string;
}

function Failure({ error }: { error: string | null }) {
  const { t } = useI18n();
  return error ? <p role="alert">{t('app.error', { code: error })}</p> : null;
}

/** Deposits, withdrawals, GGR, bonus cost, NGR, new and active players by day and currency. */
export function DailyReport({ range }: { range: ReportRange }) {
  const { t } = useI18n();
  const { data, error } = useStaffData(() => staffCall(staffApi.getReport, { query: range }), [range]);
  if (!data) return <Failure error={error} />;
  return (
    <ReportTable
      title="reports.daily"
      rows={data.rows}
      csv={data.csv}
      fileName={`report-${range.from}-${range.to}.csv`}
      csvLabel={t('reports.csv')}
      columns={dailyColumns}
      chart={{ categoryKey: 'day', series: ['ggrMinor', 'bonusCostMinor', 'ngrMinor'] }}
    />
  );
}

/** The range's totals by currency, with the bonus cost in its parts. */
export function CurrencyReport({ range }: { range: ReportRange }) {
  const { data, error } = useStaffData(
    () => staffCall(staffApi.getCurrencyReport, { query: range }),
    [range],
  );
  if (!data) return <Failure error={error} />;
  return (
    <ReportTable
      title="reports.byCurrency"
      rows={data.rows}
      csv={data.csv}
      fileName={`report-currencies-${range.from}-${range.to}.csv`}
      columns={currencyColumns}
      chart={{
        categoryKey: 'currency',
        series: ['depositsMinor', 'withdrawalsMinor', 'ggrMinor', 'bonusCostMinor', 'ngrMinor'],
      }}
    />
  );
}

const groupingLabels: Record<GamingReportGrouping, MessageKey> = {
  game: 'reports.group.game',
  provider: 'reports.group.provider',
  product: 'reports.group.product',
};

/** Closed rounds by game, provider or product (casino, sportsbook) and currency. */
export function GamingReport({ range }: { range: ReportRange }) {
  const { t } = useI18n();
  const [by, setBy] = useState<GamingReportGrouping>('game');
  const { data, error } = useStaffData(
    () => staffCall(staffApi.getGamingReport, { query: { ...range, by } }),
    [range, by],
  );
  return (
    <>
      <label className="inline">
        {t('reports.groupBy')}
        <select value={by} onChange={(event) => setBy(event.target.value as GamingReportGrouping)}>
          {gamingReportGroupings.map((grouping) => (
            <option key={grouping} value={grouping}>
              {t(groupingLabels[grouping])}
            </option>
          ))}
        </select>
      </label>
      {data ? (
        <ReportTable
          title={groupingLabels[by]}
          rows={data.rows}
          csv={data.csv}
          fileName={`report-${by}-${range.from}-${range.to}.csv`}
          columns={gamingColumns(t)}
          chart={{ categoryKey: 'label', series: ['ggrMinor', 'stakesMinor', 'winsMinor'] }}
        />
      ) : (
        <Failure error={error} />
      )}
    </>
  );
}

/** The affiliate report over the range, per affiliate and currency. */
export function AffiliateResults({ range }: { range: ReportRange }) {
  const { data, error } = useStaffData(
    () => staffCall(staffApi.getAffiliateResults, { query: range }),
    [range],
  );
  if (!data) return <Failure error={error} />;
  return (
    <ReportTable
      title="reports.affiliates"
      rows={data.rows}
      csv={data.csv}
      fileName={`report-affiliates-${range.from}-${range.to}.csv`}
      columns={affiliateColumns}
      chart={{ categoryKey: 'affiliateId', series: ['netRevenueMinor', 'betsMinor', 'winsMinor'] }}
    />
  );
}
