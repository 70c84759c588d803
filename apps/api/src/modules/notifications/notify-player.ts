import { isLocale, supportedLocales, type Locale } from '@casino/rules';
import { formatUnits } from '@casino/rules/money';
import { eq } from 'drizzle-orm';
import { playerMessages, players } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { translateWith, type MessageKey } from '../../i18n';
import { currencyInfo } from '../../lib/player-currency';

/** Every event the bell reports, each one text of the server catalogues (`notice_<kind>`). */
export const noticeKinds = [
  'deposit_credited',
  'withdrawal_approved',
  'withdrawal_paid',
  'withdrawal_rejected',
  'bonus_granted',
  'bonus_activated',
  'bonus_converted',
  'bonus_forfeited',
  'bonus_expired',
  'free_spins_granted',
  'level_reached',
  'cashback_available',
  'cashback_credited',
  'agent_message',
  'agent_file',
] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** The inbox type of each kind: what the web app groups and styles by. */
const typeOf: Record<NoticeKind, string> = {
  deposit_credited: 'cashier',
  withdrawal_approved: 'cashier',
  withdrawal_paid: 'cashier',
  withdrawal_rejected: 'cashier',
  bonus_granted: 'bonus',
  bonus_activated: 'bonus',
  bonus_converted: 'bonus',
  bonus_forfeited: 'bonus',
  bonus_expired: 'bonus',
  free_spins_granted: 'bonus',
  level_reached: 'loyalty',
  cashback_available: 'loyalty',
  cashback_credited: 'loyalty',
  agent_message: 'support',
  agent_file: 'support',
};

/**
 * Notices that invite play (an offer, not a record of the player's money): a player in a time-out or
 * self-exclusion gets none of them (issue 33: no marketing to an excluded player).
 */
const promotionalKinds: ReadonlySet<NoticeKind> = new Set([
  'bonus_granted',
  'free_spins_granted',
  'cashback_available',
]);

export interface Notice {
  playerId: string;
  kind: NoticeKind;
  /** The source event, unique per player: a second notice with the same key is dropped. */
  sourceKey: string;
  params?: Record<string, string>;
  now: Date;
}

/** An amount in minor units as the texts show it: `12.50 EUR`. */
export function formatAmount(minor: bigint | string, currency: string): string {
  return `${formatUnits(BigInt(minor), currencyInfo(currency).minorUnits)} ${currency}`;
}

/**
 * Puts a notice in the player's bell, written in every language (the inbox follows the language the
 * player reads in; `message` holds the player's own). Once per source key: answers whether it is new.
 * A promotional notice to a player in a time-out or self-exclusion is dropped (answers false).
 */
export async function notifyPlayer(db: DbExecutor, notice: Notice): Promise<boolean> {
  const [player] = await db
    .select({ language: players.language, excludedUntil: players.selfExcludedUntil })
    .from(players)
    .where(eq(players.id, notice.playerId));
  if (!player) return false;
  const excluded = player.excludedUntil !== null && player.excludedUntil.getTime() > notice.now.getTime();
  if (excluded && promotionalKinds.has(notice.kind)) return false;
  const key = `notice_${notice.kind}` as MessageKey;
  const textIn = (locale: Locale) => translateWith(locale, key, notice.params ?? {});
  const inserted = await db
    .insert(playerMessages)
    .values({
      playerId: notice.playerId,
      type: typeOf[notice.kind],
      message: textIn(isLocale(player.language) ? player.language : 'en'),
      texts: Object.fromEntries(supportedLocales.map((locale) => [locale, textIn(locale)])),
      sourceKey: notice.sourceKey,
      createdAt: notice.now,
    })
    .onConflictDoNothing()
    .returning({ id: playerMessages.id });
  return inserted.length > 0;
}
