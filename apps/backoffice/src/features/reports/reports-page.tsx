import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';
import {
  AffiliateResults,
  CurrencyReport,
  DailyReport,
  GamingReport,
  type ReportRange,
} from './report-sections';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function RangeForm({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState(range);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(form);
  };
  return (
    <form className="row wrap" onSubmit={submit}>
      <label>
        {t('reports.from')}
        <input
          type="date"
          value={form.from}
          required
          onChange={(e) => setForm({ ...form, from: e.target.value })}
        />
      </label>
      <label>
        {t('reports.to')}
        <input
          type="date"
          value={form.to}
          required
          onChange={(e) => setForm({ ...form, to: e.target.value })}
        />
      </label>
      <button type="submit">{t('reports.show')}</button>
    </form>
  );
}

const reports: Array<{
  id: string;
  label: MessageKey;
  Report: (props: { range: ReportRange }) => ReactNode;
}> = [
  { id: 'daily', label: 'reports.daily', Report: DailyReport },
  { id: 'currencies', label: 'reports.byCurrency', Report: CurrencyReport },
  { id: 'gaming', label: 'reports.gaming', Report: GamingReport },
  { id: 'affiliates', label: 'reports.affiliates', Report: AffiliateResults },
];

/** The reports as tabs: one shown (and asked of the server) at a time. */
function ReportTabs({ range }: { range: ReportRange }) {
  const { t } = useI18n();
  const [shown, setShown] = useState('daily');
  const current = reports.find((report) => report.id === shown) ?? reports[0]!;
  return (
    <>
      <div role="tablist" aria-label={t('reports.title')} className="row wrap">
        {reports.map((report) => (
          <button
            key={report.id}
            type="button"
            role="tab"
            id={`report-tab-${report.id}`}
            aria-selected={report.id === shown}
            aria-controls="report-panel"
            className={report.id === shown ? undefined : 'secondary'}
            onClick={() => setShown(report.id)}
          >
            {t(report.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="report-panel" aria-labelledby={`report-tab-${current.id}`}>
        <current.Report range={range} />
      </div>
    </>
  );
}

/**
 * The reports over a range of UTC days (the last 30 by default): daily, by currency with the bonus
 * cost in its parts, by game, provider or product, and the affiliates'; each a chart, a table in minor
 * units and the CSV the server wrote.
 */
export function ReportsPage() {
  const { t } = useI18n();
  const [range, setRange] = useState(() => {
    const today = new Date();
    return { from: isoDay(new Date(today.getTime() - 29 * 86_400_000)), to: isoDay(today) };
  });
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <RangeForm range={range} onChange={setRange} />
      <p className="hint">{t('reports.minorHint')}</p>
      <ReportTabs range={range} />
    </section>
  );
}
