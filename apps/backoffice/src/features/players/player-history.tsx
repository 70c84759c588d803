import type { RouteData } from '@casino/contract/routes/define';
import type { ReactNode } from 'react';
import { DataTable } from '../../lib/data-table';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useMoney } from '../../lib/money';
import type { staffApi } from '../../lib/staff-api';

type History = RouteData<typeof staffApi.getPlayer>['history'];

const when = (iso: string) => new Date(iso).toLocaleString();

/** A titled table of a history panel, or a line saying it is empty. */
function Panel(props: { title: MessageKey; headers: MessageKey[]; rows: ReactNode[][] }) {
  const { t } = useI18n();
  return (
    <article className="card">
      <h2>{t(props.title)}</h2>
      {props.rows.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <DataTable headers={props.headers} rows={props.rows} />
      )}
    </article>
  );
}

/** The player page's history: documents, log-ins and sessions, rounds, bonuses, notes, adjustments. */
export function PlayerHistory({ history }: { history: History }) {
  const { t } = useI18n();
  const money = useMoney();
  return (
    <div className="grid">
      <article className="card">
        <h2>{t('history.loyalty')}</h2>
        <dl>
          <dt>{t('history.level')}</dt>
          <dd>{history.loyalty.level}</dd>
          <dt>{t('history.cp')}</dt>
          <dd>{history.loyalty.cp}</dd>
          <dt>{t('history.affiliate')}</dt>
          <dd>{history.affiliate.myaffid ?? '—'}</dd>
        </dl>
      </article>
      <Panel
        title="history.notes"
        headers={['audit.when', 'audit.staff', 'history.note']}
        rows={history.notes.map((note) => [when(note.createdAt), note.staffUsername, note.body])}
      />
      <Panel
        title="history.documents"
        headers={['audit.when', 'history.type', 'withdrawals.status']}
        rows={history.documents.map((doc) => [when(doc.uploadedAt), doc.documentType, doc.status])}
      />
      <Panel
        title="history.logins"
        headers={['audit.when', 'audit.ip', 'players.country']}
        rows={[
          ...history.logins.map((login) => [when(login.at), login.ip ?? '—', '—']),
          ...history.sessions.map((session) => [
            when(session.createdAt),
            session.ip ?? '—',
            session.countryCode ?? '—',
          ]),
        ]}
      />
      <Panel
        title="history.rounds"
        headers={['audit.when', 'history.stake', 'history.win']}
        rows={history.rounds.map((round) => [
          when(round.startedAt),
          money.decimal(round.stake, round.currency),
          money.decimal(round.win, round.currency),
        ])}
      />
      <Panel
        title="history.bonuses"
        headers={['audit.when', 'withdrawals.status', 'withdrawals.amount']}
        rows={history.bonuses.map((bonus) => [
          when(bonus.createdAt),
          bonus.status,
          money.minor(bonus.bonusMinor, bonus.currency),
        ])}
      />
      <Panel
        title="history.adjustments"
        headers={['audit.when', 'withdrawals.amount', 'actions.reason', 'withdrawals.status']}
        rows={history.adjustments.map((adjustment) => [
          when(adjustment.requestedAt),
          money.minor(adjustment.amountMinor, adjustment.currency),
          adjustment.reason,
          adjustment.status,
        ])}
      />
    </div>
  );
}
