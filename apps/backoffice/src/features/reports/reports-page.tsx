import { useState, type FormEvent } from 'react';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const columns = [
  ['depositsMinor', 'reports.deposits'],
  ['withdrawalsMinor', 'reports.withdrawals'],
  ['ggrMinor', 'reports.ggr'],
  ['bonusCostMinor', 'reports.bonusCost'],
  ['ngrMinor', 'reports.ngr'],
  ['newPlayers', 'reports.newPlayers'],
  ['activePlayers', 'reports.activePlayers'],
] as const;

/** The daily report by currency (amounts in minor units), and its CSV as the server wrote it. */
export function ReportsPage() {
  const { t } = useI18n();
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 29 * 86_400_000);
  const [range, setRange] = useState({ from: isoDay(monthAgo), to: isoDay(today) });
  const [form, setForm] = useState(range);
  const { data, error } = useStaffData(() => staffCall(staffApi.getReport, { query: range }), [range]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange(form);
  };
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title">{t('reports.title')}</h1>
      <form className="row" onSubmit={submit}>
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
        {data ? (
          <button
            type="button"
            className="secondary"
            onClick={() => download(`report-${range.from}-${range.to}.csv`, data.csv)}
          >
            {t('reports.csv')}
          </button>
        ) : null}
      </form>
      {error ? <p role="alert">{t('app.error', { code: error })}</p> : null}
      {data && data.rows.length === 0 ? <p>{t('reports.empty')}</p> : null}
      {data && data.rows.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('reports.day')}</th>
                <th>{t('players.currency')}</th>
                {columns.map(([key, label]) => (
                  <th key={key}>{t(label)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={`${row.day}-${row.currency}`}>
                  <td>{row.day}</td>
                  <td>{row.currency}</td>
                  {columns.map(([key]) => (
                    <td key={key}>{row[key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
