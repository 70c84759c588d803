import { DataTable } from '../../lib/data-table';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';
import { useMoney } from '../../lib/money';

/** The player's sportsbook tickets, read-only: stake, odds, each leg with its result, status and win. */
export function PlayerSportsbook({ playerId }: { playerId: string }) {
  const { t } = useI18n();
  const money = useMoney();
  const { data, error } = useStaffData(
    async () => (await staffCall(staffApi.getPlayerSportsbook, { params: { id: playerId } })).tickets,
    [playerId],
  );
  return (
    <article className="card" aria-labelledby="sportsbook-title">
      <h2 id="sportsbook-title">{t('sportsbook.title')}</h2>
      {error ? <p role="alert">{t('app.error', { code: error })}</p> : null}
      {data?.length === 0 ? <p>{t('history.empty')}</p> : null}
      {data && data.length > 0 ? (
        <DataTable
          headers={[
            'audit.when',
            'history.stake',
            'sportsbook.odds',
            'sportsbook.legs',
            'withdrawals.status',
            'history.win',
          ]}
          rows={data.map((ticket) => [
            new Date(ticket.startedAt).toLocaleString(),
            money.decimal(ticket.stake, ticket.currency),
            ticket.sportsbook?.odds ?? '—',
            (ticket.sportsbook?.legs ?? []).map((leg, index) => (
              <div key={index}>
                {`${leg.event}: ${leg.selection} @ ${leg.odds} — ${t(`sportsbook.result.${leg.result}`)}`}
              </div>
            )),
            ticket.sportsbook ? t(`sportsbook.status.${ticket.sportsbook.status}`) : ticket.status,
            money.decimal(ticket.win, ticket.currency),
          ])}
        />
      ) : null}
    </article>
  );
}
