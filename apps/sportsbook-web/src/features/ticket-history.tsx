import type { SportsTicket } from '@casino/contract/sportsbook';
import { useI18n, type MessageKey } from '../lib/i18n';
import { formatMoney } from '../lib/money';

/** What happened to a ticket after placement: cash-outs, its settlement, corrections and re-openings. */
export function TicketHistory({ ticket }: { ticket: SportsTicket }) {
  const { t, locale } = useI18n();
  if (!ticket.history.length) return null;
  const money = (minor: string | null) => (minor ? formatMoney(BigInt(minor), ticket.currency, locale) : '');
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <details className="ticket__history">
      <summary>{t('history.title')}</summary>
      <ol>
        {ticket.history.map((entry, i) => (
          <li key={i} data-history={entry.kind}>
            <time dateTime={entry.at} className="muted">
              {when.format(new Date(entry.at))}
            </time>{' '}
            {t(`history.${entry.kind}`, {
              amount: money(entry.amount),
              stake: money(entry.stake),
              status: entry.status ? t(`ticket.${entry.status}` as MessageKey) : '',
            })}
          </li>
        ))}
      </ol>
    </details>
  );
}
