import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
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
      <DailyReport range={range} />
      <CurrencyReport range={range} />
      <GamingReport range={range} />
      <AffiliateResults range={range} />
    </section>
  );
}
