import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { AgentConversation } from './conversation-state';

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Who the agent is talking to: the visitor data the spec sends to Tawk.to, beside the chat. */
export function PlayerCard({ data, canOpenPlayer }: { data: AgentConversation; canOpenPlayer: boolean }) {
  const { t } = useI18n();
  const { player, conversation } = data;
  return (
    <article className="card chat-card" aria-labelledby="chat-card-title" data-testid="chat-player-card">
      <h2 id="chat-card-title">
        {canOpenPlayer ? (
          <Link to={`/players/${conversation.playerId}`}>{player.username}</Link>
        ) : (
          player.username
        )}
      </h2>
      <dl>
        <dt>{t('players.email')}</dt>
        <dd>{player.email}</dd>
        <dt>{t('player.cash')}</dt>
        <dd data-testid="chat-card-balance">{`${player.balance} ${player.currency}`}</dd>
        <dt>{t('player.bonus')}</dt>
        <dd>{`${player.bonus} ${player.currency}`}</dd>
        <dt>{t('chat.lastBonus')}</dt>
        <dd>{player.lastBonus ?? '—'}</dd>
        <dt>{t('chat.lastDeposit')}</dt>
        <dd>{player.lastDeposit ?? '—'}</dd>
        <dt>{t('player.lastLogin')}</dt>
        <dd>{dateOf(player.lastLogin)}</dd>
        <dt>{t('chat.level')}</dt>
        <dd>{player.level ?? '—'}</dd>
      </dl>
    </article>
  );
}
