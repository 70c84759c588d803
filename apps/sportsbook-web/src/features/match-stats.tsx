import type { MessageKey } from '../lib/i18n';
import { useI18n } from '../lib/i18n';

/** The statistics the feed sends in an event's detail (` stats shots=12-8 corners=6-4 ...`), in order. */
export function statsOf(detail: string | null): Array<{ name: string; home: number; away: number }> {
  const text = / stats (.*)$/.exec(detail ?? '')?.[1] ?? '';
  return [...text.matchAll(/(\w+)=(\d+)-(\d+)/g)].map((m) => ({
    name: m[1]!,
    home: Number(m[2]),
    away: Number(m[3]),
  }));
}

const known = ['shots', 'onTarget', 'corners', 'possession', 'aces', 'doubleFaults', 'fouls', 'rebounds'];

/** The match's statistics, home against away, each with a bar of the two sides' shares. */
export function MatchStats({ detail, home, away }: { detail: string | null; home: string; away: string }) {
  const { t } = useI18n();
  const stats = statsOf(detail).filter((stat) => known.includes(stat.name));
  if (!stats.length) return null;
  const unit = (name: string, value: number) => (name === 'possession' ? `${value}%` : String(value));
  return (
    <table className="match-stats">
      <caption>{t('stats.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{home}</th>
          <th scope="col">
            <span className="visually-hidden">{t('stats.title')}</span>
          </th>
          <th scope="col">{away}</th>
        </tr>
      </thead>
      <tbody>
        {stats.map((stat) => {
          const share = stat.home + stat.away ? (100 * stat.home) / (stat.home + stat.away) : 50;
          return (
            <tr key={stat.name} data-stat={stat.name}>
              <td>{unit(stat.name, stat.home)}</td>
              <th scope="row">
                {t(`stats.${stat.name}` as MessageKey)}
                <span className="match-stats__bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
              </th>
              <td>{unit(stat.name, stat.away)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
