import { Link, useParams } from 'react-router';
import { useI18n } from '../../lib/i18n';
import { staffApi, staffCall } from '../../lib/staff-api';
import { useSession } from '../../lib/session';
import { useStaffData } from '../../lib/use-staff-data';
import { PlayerActions } from './player-actions';
import { PlayerAdjustment } from './player-adjustment';
import { PlayerBonusActions } from './player-bonus-actions';
import { PlayerHistory } from './player-history';
import { PlayerLimits } from './player-limits';
import { BalancesCard, ProfileCard, TransactionsTable } from './player-profile';
import { PlayerSportsbook } from './player-sportsbook';
import { PlayerTags } from './player-tags';

/**
 * One player: profile and status, balances, limits, the actions the role may take, the latest
 * cashier transactions, sportsbook tickets and the history panels.
 */
export function PlayerPage() {
  const { t } = useI18n();
  const { may } = useSession();
  const { id = '' } = useParams();
  const { data, error, reload } = useStaffData(() => staffCall(staffApi.getPlayer, { params: { id } }), [id]);
  if (error) return <p role="alert">{t('app.error', { code: error })}</p>;
  if (!data) return <p>{t('app.loading')}</p>;
  const { profile, balance } = data;
  const status = profile.closedAt ? 'status.closed' : profile.blockedAt ? 'status.blocked' : 'status.active';
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
        <ProfileCard profile={profile} />
        <BalancesCard balance={balance} />
        <PlayerLimits limits={data.limits} playerId={profile.id} onChanged={reload} />
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
        {may('bonuses.grant') ? (
          <PlayerBonusActions playerId={profile.id} bonuses={data.history.bonuses} onChanged={reload} />
        ) : null}
      </div>
      <TransactionsTable transactions={data.transactions} />
      <PlayerSportsbook playerId={profile.id} />
      <PlayerHistory history={data.history} />
    </section>
  );
}
