import { Link, useParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useSession } from '../../lib/session';
import { useStaffData } from '../../lib/use-staff-data';
import { PlayerActions } from './player-actions';
import { PlayerAdjustment } from './player-adjustment';
import { PlayerHistory } from './player-history';
import { PlayerLimits } from './player-limits';
import { PlayerTags } from './player-tags';

/**
 * One player: profile and status, balances, deposit limits, the actions the role may take, the
 * latest cashier transactions and the history panels.
 */
export function PlayerPage() {
  const { t } = useI18n();
  const { may } = useSession();
  const { id = '' } = useParams();
  const { data, error, reload } = useStaffData(() => staffCall(staffApi.getPlayer, { params: { id } }), [id]);
  if (error) return <p role="alert">{t('app.error', { code: error })}</p>;
  if (!data) return <p>{t('app.loading')}</p>;
  const { profile, balance, limits, transactions } = data;
  const status = profile.closedAt ? 'status.closed' : profile.blockedAt ? 'status.blocked' : 'status.active';
  const yesNo = (value: boolean) => t(value ? 'player.yes' : 'player.no');
  return (
    <section aria-labelledby="player-title">
      <Link to="/players">{t('player.back')}</Link>
      <h1 id="player-title">{profile.username}</h1>
      <p>
        <span className="tag" data-testid="player-status">
          {t(status)}
        </span>
        {profile.blockedReason ? ` ${profile.blockedReason}` : ''}
        {profile.tags.map((tag) => (
          <span key={tag} className="tag">
            {tag}
          </span>
        ))}
      </p>
      <div className="grid">
        <article className="card">
          <h2>{t('player.profile')}</h2>
          <dl>
            <dt>{t('player.name')}</dt>
            <dd>{`${profile.fname} ${profile.lname}`.trim() || '—'}</dd>
            <dt>{t('players.email')}</dt>
            <dd>{profile.email}</dd>
            <dt>{t('player.emailConfirmed')}</dt>
            <dd>{yesNo(profile.emailConfirmed)}</dd>
            <dt>{t('players.country')}</dt>
            <dd>{profile.country}</dd>
            <dt>{t('player.language')}</dt>
            <dd>{profile.language}</dd>
            <dt>{t('players.kyc')}</dt>
            <dd>{t(`kyc.${profile.kycStatus}`)}</dd>
            <dt>{t('player.lastLogin')}</dt>
            <dd>
              {profile.lastLoginAt
                ? `${new Date(profile.lastLoginAt).toLocaleString()} (${profile.lastLoginIp ?? ''})`
                : '—'}
            </dd>
            <dt>{t('player.selfExcludedUntil')}</dt>
            <dd>{profile.selfExcludedUntil ? new Date(profile.selfExcludedUntil).toLocaleString() : '—'}</dd>
          </dl>
        </article>
        <article className="card">
          <h2>{t('player.balances')}</h2>
          <dl>
            <dt>{t('player.cash')}</dt>
            <dd data-testid="player-cash">{`${balance.cash} ${balance.currency}`}</dd>
            <dt>{t('player.bonus')}</dt>
            <dd>{`${balance.bonus} ${balance.currency}`}</dd>
            <dt>{t('player.hold')}</dt>
            <dd>{`${balance.withdrawalHold} ${balance.currency}`}</dd>
          </dl>
        </article>
        <PlayerLimits limits={limits} />
        {may('players.note') ? (
          <PlayerTags playerId={profile.id} tags={profile.tags} onChanged={reload} />
        ) : null}
        <PlayerActions
          playerId={profile.id}
          blocked={profile.blockedAt !== null}
          closed={profile.closedAt !== null}
          onChanged={reload}
        />
        {may('balances.adjust') ? (
          <article className="card">
            <PlayerAdjustment playerId={profile.id} currency={balance.currency} onDone={reload} />
          </article>
        ) : null}
      </div>
      <h2>{t('player.transactions')}</h2>
      {transactions.length === 0 ? <p>{t('player.noTransactions')}</p> : null}
      {transactions.length > 0 ? (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('audit.when')}</th>
                <th>{t('withdrawals.method')}</th>
                <th>{t('withdrawals.amount')}</th>
                <th>{t('withdrawals.status')}</th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <tr key={transaction.transactionId}>
                  <td>{new Date(transaction.dateRequested).toLocaleString()}</td>
                  <td>{`${transaction.type} · ${transaction.paymentMethod}`}</td>
                  <td>{`${transaction.amount} ${transaction.currency}`}</td>
                  <td>{transaction.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PlayerHistory history={data.history} />
    </section>
  );
}
