import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useStaffData } from '../../lib/use-staff-data';

/** The player's sportsbook tickets, read-only: stake, odds, each leg with its result, status and win. */
export function PlayerSportsbook({ playerId }: { playerId: string }) {
  const { t } = useI18n();
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
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('audit.when')}</th>
                <th>{t('history.stake')}</th>
                <th>{t('sportsbook.odds')}</th>
                <th>{t('sportsbook.legs')}</th>
                <th>{t('withdrawals.status')}</th>
                <th>{t('history.win')}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((ticket) => (
                <tr key={ticket.id} data-testid="sportsbook-ticket">
                  <td>{new Date(ticket.startedAt).toLocaleString()}</td>
                  <td>{`${ticket.stake} ${ticket.currency}`}</td>
                  <td>{ticket.sportsbook?.odds ?? '—'}</td>
                  <td>
                    {(ticket.sportsbook?.legs ?? []).map((leg, index) => (
                      <div key={index}>
                        {`${leg.event}: ${leg.selection} @ ${leg.odds} — ${t(`sportsbook.result.${leg.result}`)}`}
                      </div>
                    ))}
                  </td>
                  <td>
                    {ticket.sportsbook ? t(`sportsbook.status.${ticket.sportsbook.status}`) : ticket.status}
                  </td>
                  <td>{`${ticket.win} ${ticket.currency}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </article>
  );
}
