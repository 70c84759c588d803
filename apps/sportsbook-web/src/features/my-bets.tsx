import type { SportsTicket } from '@casino/contract/sportsbook';
import { useEffect, useState } from 'react';
import { ApiRefusal } from '../lib/api';
import { useApp } from '../lib/app-context';
import { useI18n, type MessageKey } from '../lib/i18n';
import { marketTitle, outcomeLabel } from '../lib/markets';
import { formatMoney, parseStake } from '../lib/money';
import { formatOdds } from '../lib/odds-format';
import { useData } from '../lib/use-data';
import { refusalKey } from './slip/refusals';
import { TicketHistory } from './ticket-history';

type Offer = { quoteId: string; stake: string; amount: string; expiresAt: string };

/** A part of the stake to cash out, typed in the ticket's currency. */
function PartialCashOut({ currency, onAsk }: { currency: string; onAsk: (stake: bigint) => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const stake = parseStake(typed, currency);
  return (
    <span className="cash-out__partial">
      <label>
        <span className="visually-hidden">{t('cashOut.partialStake')}</span>
        <input
          inputMode="decimal"
          value={typed}
          placeholder={t('cashOut.partialStake')}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <button type="button" className="chip" disabled={!stake} onClick={() => stake && onAsk(stake)}>
        {t('cashOut.partial')}
      </button>
    </span>
  );
}

/** Cash-out of one open ticket: asks for an offer (all or part of the stake), shows it while it holds, accepts. */
function CashOut({ ticket, onDone }: { ticket: SportsTicket; onDone: (notice: string) => void }) {
  const { api, refreshBalance } = useApp();
  const { t, locale } = useI18n();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [now, setNow] = useState(0);
  const money = (minor: string) => formatMoney(BigInt(minor), ticket.currency, locale);
  useEffect(() => {
    if (!offer) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [offer]);
  const ask = async (stake?: bigint) => {
    setMessage(null);
    try {
      setNow(Date.now());
      setOffer(
        await api<Offer>('POST', `/tickets/${ticket.id}/cash-out`, stake ? { stake: String(stake) } : {}),
      );
    } catch (error) {
      setOffer(null);
      const code = error instanceof ApiRefusal ? error.code : 'internal_error';
      setMessage(
        t(
          code === 'cash_out_stake_invalid'
            ? 'cashOut.stakeInvalid'
            : code.startsWith('cash_out')
              ? 'cashOut.unavailable'
              : refusalKey(code),
        ),
      );
    }
  };
  const accept = async () => {
    if (!offer) return;
    try {
      await api('POST', `/cash-outs/${offer.quoteId}/accept`);
      setOffer(null);
      refreshBalance();
      onDone(t('cashOut.done', { amount: money(offer.amount) }));
    } catch (error) {
      setOffer(null);
      setMessage(
        t(
          error instanceof ApiRefusal && error.code === 'game_session_invalid'
            ? refusalKey(error.code)
            : 'cashOut.moved',
        ),
      );
    }
  };
  const secondsLeft = offer ? Math.max(0, Math.ceil((Date.parse(offer.expiresAt) - now) / 1000)) : 0;
  return (
    <div className="cash-out">
      {offer && secondsLeft > 0 ? (
        <button type="button" className="button" onClick={() => void accept()}>
          {t('cashOut.accept', { amount: money(offer.amount), seconds: secondsLeft })}
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={() => void ask()}>
          {t('cashOut.ask')}
        </button>
      )}
      {ticket.kind !== 'system' ? (
        <PartialCashOut currency={ticket.currency} onAsk={(stake) => void ask(stake)} />
      ) : null}
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}

function TicketCard({ ticket, onChange }: { ticket: SportsTicket; onChange: (notice: string) => void }) {
  const { oddsFormat } = useApp();
  const { t, locale } = useI18n();
  const money = (minor: string) => formatMoney(BigInt(minor), ticket.currency, locale);
  const kind =
    ticket.kind === 'system' && ticket.systemName
      ? `${t('kind.system')} ${ticket.systemName}`
      : t(`kind.${ticket.kind}` as MessageKey);
  return (
    <li className="ticket" data-ticket={ticket.id} data-status={ticket.status}>
      <header className="ticket__head">
        <strong>{kind}</strong>
        <span className={`badge badge--${ticket.status}`}>{t(`ticket.${ticket.status}` as MessageKey)}</span>
      </header>
      <ul className="ticket__legs">
        {ticket.legs.map((leg, i) => {
          const [home = '', away = ''] = leg.eventName.split(' - ');
          const teams = { home, away };
          return (
            <li key={i}>
              <span>
                {outcomeLabel(leg.outcomeId, teams, t)} ·{' '}
                {marketTitle({ type: leg.marketType, specifiers: leg.specifiers }, teams, t)} @{' '}
                {formatOdds(leg.odds, oddsFormat)}
                <br />
                <small className="muted">{leg.eventName}</small>
              </span>
              <span className={`leg-result leg-result--${leg.result ?? 'open'}`}>
                {t(`result.${leg.result ?? 'open'}` as MessageKey)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="ticket__money">
        {t('ticket.stake')}: {money(ticket.stake)} ·{' '}
        {ticket.settledReturn !== null
          ? `${t('ticket.return')}: ${money(ticket.settledReturn)}`
          : `${t('slip.possibleReturn')}: ${money(ticket.potentialReturn)}`}
      </p>
      <p className="muted ticket__when">
        {new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(ticket.placedAt),
        )}
        {ticket.settledAt
          ? ` → ${new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(ticket.settledAt))}`
          : ''}
      </p>
      <TicketHistory ticket={ticket} />
      {ticket.status === 'open' ? <CashOut ticket={ticket} onDone={onChange} /> : null}
    </li>
  );
}

/** The player's open and settled tickets, each leg with its result, and cash-out on open ones. */
export function MyBets() {
  const { api, refreshBalance } = useApp();
  const { t } = useI18n();
  const [status, setStatus] = useState<'open' | 'settled'>('open');
  // Said above the list: a cashed-out ticket leaves the open ones at once.
  const [notice, setNotice] = useState<string | null>(null);
  const tickets = useData(
    `tickets:${status}`,
    () => api<{ tickets: SportsTicket[]; total: number }>('GET', `/tickets?status=${status}&limit=50`),
    15_000,
  );
  // A ticket seen settled has been credited or is being credited: the bar asks for the balance now, not
  // only at its half-minute poll.
  const settledSeen = status === 'settled' ? (tickets.data?.tickets.length ?? 0) : 0;
  useEffect(() => {
    if (settledSeen > 0) refreshBalance();
  }, [settledSeen, refreshBalance]);
  return (
    <div className="my-bets">
      <h1>{t('nav.bets')}</h1>
      <div className="tabs" role="tablist" aria-label={t('nav.bets')}>
        {(['open', 'settled'] as const).map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            className="chip"
            aria-selected={status === s}
            onClick={() => setStatus(s)}
          >
            {t(`bets.${s}`)}
          </button>
        ))}
      </div>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {tickets.data?.tickets.length === 0 ? <p className="muted">{t('bets.none')}</p> : null}
      <ul className="tickets">
        {tickets.data?.tickets.map((ticket) => (
          <TicketCard
            key={ticket.id}
            ticket={ticket}
            onChange={(text) => {
              setNotice(text);
              tickets.reload();
            }}
          />
        ))}
      </ul>
    </div>
  );
}
