import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import type { PlayLimitPeriod } from '@casino/contract/values/responsible-gambling';
import { useI18n } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import { useSession } from '../../lib/session';
import { PlayerLimitForm } from './player-limit-form';

interface LimitRow {
  key: string;
  kind: 'deposit' | 'loss' | 'wager' | 'session';
  period: PlayLimitPeriod;
  amount: string | null;
  used: string | null;
  pendingAmount: string | null;
  pendingRemoval: boolean;
  pendingFrom: string | null;
}

/** Deposit and play limits as one list, keeping only the ones set or with a change waiting. */
function limitRowsOf(limits: GamblingLimitsData): LimitRow[] {
  const deposits = limits.limits.map((limit): LimitRow => ({
    ...limit,
    key: `deposit-${limit.period}`,
    kind: 'deposit',
    used: limits.depositsUsed[limit.period],
  }));
  // A one-session limit's use belongs to the player's own login session: staff have none to read it from.
  const plays = limits.playLimits.map((limit): LimitRow => ({
    ...limit,
    key: `${limit.kind}-${limit.period}`,
    used: limit.period === 'session' ? null : limit.used,
  }));
  return [...deposits, ...plays].filter((row) => row.amount !== null || row.pendingFrom !== null);
}

/** Whether an exclusion kind is a short time-out (else a self-exclusion). */
function isTimeOut(kind: string): boolean {
  return kind.startsWith('freeze') || kind.startsWith('timeout');
}

/**
 * The player's responsible-gambling limits for staff: each limit with its use, a change waiting with
 * when it takes effect, and any time-out or self-exclusion (which staff can never lift). A role that
 * manages players may also set or tighten a limit.
 */
export function PlayerLimits(props: { limits: GamblingLimitsData; playerId: string; onChanged: () => void }) {
  const { t } = useI18n();
  const { may } = useSession();
  const { limits } = props;
  const rows = limitRowsOf(limits);
  const when = (iso: string) => new Date(iso).toLocaleString();
  const money = useMoney();
  /** A limit's figure: minutes for a session limit, else money of the player's currency. */
  const figure = (row: LimitRow, value: string) =>
    row.kind === 'session' ? `${value} ${t('limits.minutes')}` : money.decimal(value, limits.currency);
  const pending = (row: LimitRow) => {
    if (!row.pendingFrom) return '—';
    if (row.pendingRemoval) return t('limits.pendingRemoval', { when: when(row.pendingFrom) });
    return t('limits.pendingAmount', {
      amount: row.pendingAmount === null ? '—' : figure(row, row.pendingAmount),
      when: when(row.pendingFrom),
    });
  };
  const exclusion = limits.selfExclusion;
  return (
    <article className="card" aria-labelledby="player-limits-title">
      <h2 id="player-limits-title">{t('limits.title')}</h2>
      <p data-testid="player-exclusion">
        {exclusion
          ? t(isTimeOut(exclusion.kind) ? 'limits.timeOutUntil' : 'limits.excludedUntil', {
              when: when(exclusion.until),
            })
          : t('limits.notExcluded')}
      </p>
      {exclusion ? <p>{t('limits.staffCannotLift')}</p> : null}
      <p>
        {limits.realityCheckMinutes === null
          ? t('limits.realityOff')
          : t('limits.realityEvery', { minutes: limits.realityCheckMinutes })}
      </p>
      {rows.length === 0 ? <p>{t('limits.none')}</p> : null}
      {rows.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('limits.limit')}</th>
                <th>{t('limits.amount')}</th>
                <th>{t('limits.used')}</th>
                <th>{t('limits.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-testid={`limit-${row.key}`}>
                  <td>{`${t(`limits.kind.${row.kind}`)} · ${t(`limits.period.${row.period}`)}`}</td>
                  <td>{row.amount === null ? '—' : figure(row, row.amount)}</td>
                  <td>{row.used === null ? '—' : figure(row, row.used)}</td>
                  <td>{pending(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {may('players.manage') ? (
        <PlayerLimitForm playerId={props.playerId} currency={limits.currency} onChanged={props.onChanged} />
      ) : null}
    </article>
  );
}
