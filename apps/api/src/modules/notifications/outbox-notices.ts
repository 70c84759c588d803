import { parseOutboxEvent, type OutboxEvent } from '@casino/contract';
import { formatAmount, type NoticeKind } from './notify-player';

/** What a notice says, read off an outbox event: its kind, its words and the key of its source. */
export interface OutboxNotice {
  playerId: string;
  kind: NoticeKind;
  sourceKey: string;
  params: Record<string, string>;
}

/** The outbox topics that make a notice (the others, bets and wins among them, make none). */
export const noticeTopics = [
  'deposit completed',
  'withdrawal paid',
  'withdrawal rejected',
  'bonus.activated',
  'bonus.converted',
  'bonus.forfeited',
  'bonus.expired',
  'loyalty.level_reward',
  'loyalty.cashback_claimed',
] as const;

const bonusEnds = {
  'bonus.converted': 'bonus_converted',
  'bonus.forfeited': 'bonus_forfeited',
  'bonus.expired': 'bonus_expired',
} as const;

function noticeOfEvent(event: OutboxEvent): OutboxNotice | null {
  switch (event.topic) {
    case 'deposit completed': {
      const { playerId, depositId, amountMinor, currency } = event.payload;
      const amount = formatAmount(amountMinor, currency);
      return { playerId, kind: 'deposit_credited', sourceKey: `deposit:${depositId}`, params: { amount } };
    }
    case 'withdrawal paid':
    case 'withdrawal rejected': {
      const { playerId, withdrawalId, amountMinor, currency } = event.payload;
      const end = event.topic === 'withdrawal paid' ? 'paid' : 'rejected';
      return {
        playerId,
        kind: `withdrawal_${end}`,
        sourceKey: `withdrawal-${end}:${withdrawalId}`,
        params: { amount: formatAmount(amountMinor, currency) },
      };
    }
    case 'bonus.activated': {
      const { playerId, grantId, bonusMinor, currency } = event.payload;
      const amount = formatAmount(bonusMinor, currency);
      return {
        playerId,
        kind: 'bonus_activated',
        sourceKey: `bonus-activated:${grantId}`,
        params: { amount },
      };
    }
    case 'bonus.converted':
    case 'bonus.forfeited':
    case 'bonus.expired': {
      const { playerId, grantId, toCashMinor, forfeitedMinor, currency } = event.payload;
      const kind = bonusEnds[event.topic];
      const minor = kind === 'bonus_converted' ? toCashMinor : forfeitedMinor;
      // The bonus ends once: its key is the grant's, whatever the end.
      const params = { amount: formatAmount(minor, currency) };
      return { playerId, kind, sourceKey: `bonus-end:${grantId}`, params };
    }
    case 'loyalty.level_reward': {
      const { playerId, level, amountMinor, currency } = event.payload;
      const params = { level: String(level), amount: formatAmount(amountMinor, currency) };
      return { playerId, kind: 'level_reached', sourceKey: `level:${level}`, params };
    }
    case 'loyalty.cashback_claimed': {
      const { playerId, day, amountMinor, currency } = event.payload;
      const amount = formatAmount(amountMinor, currency);
      return { playerId, kind: 'cashback_credited', sourceKey: `cashback:${day}`, params: { amount } };
    }
    default:
      return null;
  }
}

/** The notice an outbox row makes, or null: not a notice topic, or a payload its schema refuses. */
export function noticeOfOutboxRow(topic: string, payload: unknown): OutboxNotice | null {
  const parsed = parseOutboxEvent(topic, payload);
  return parsed.ok ? noticeOfEvent(parsed.event) : null;
}
