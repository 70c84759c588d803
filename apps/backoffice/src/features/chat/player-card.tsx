import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n';
import type { AgentConversation } from './conversation-state';
import { useMoney } from '../../lib/money';

const dateOf = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/** Who the agent is talking to: the visitor data the spec sends to Tawk.to, beside the chat. */
export function PlayerCard({ data, canOpenPlayer }: { data: AgentConversation; canOpenPlayer: boolean }) {
  const { t } = useI18n();
  const money = useMoney();
  const { player, conversation } = data;
  if (!player) return <ContactCard data={data} />;
  return (
    <article className="card chat-card" aria-labelledby="chat-card-title" data-testid="chat-player-card">
      <h2 id="chat-card-title">
        {canOpenPlayer && conversation.playerId ? (
          <Link to={`/players/${conversation.playerId}`}>{player.username}</Link>
        ) : (
          player.username
        )}
      </h2>
      <dl>
        <dt>{t('players.email')}</dt>
        <dd>{player.email}</dd>
        <dt>{t('player.language')}</dt>
        <dd>{player.language}</dd>
        <dt>{t('player.cash')}</dt>
        <dd data-testid="chat-card-balance">{money.decimal(player.balance, player.currency)}</dd>
        <dt>{t('player.bonus')}</dt>
        <dd>{money.decimal(player.bonus, player.currency)}</dd>
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

/** A visitor's contact-form message: who wrote it and where the answer is mailed. */
function ContactCard({ data }: { data: AgentConversation }) {
  const { t } = useI18n();
  return (
    <article className="card chat-card" aria-labelledby="chat-card-title" data-testid="chat-contact-card">
      <h2 id="chat-card-title">{data.contact?.name}</h2>
      <p className="tag">{t('chat.byEmail')}</p>
      <dl>
        <dt>{t('players.email')}</dt>
        <dd>{data.contact?.email}</dd>
        <dt>{t('player.language')}</dt>
        <dd>{data.contact?.language}</dd>
      </dl>
    </article>
  );
}
