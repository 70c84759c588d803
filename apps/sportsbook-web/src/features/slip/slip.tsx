import type { SportsTicket } from '@casino/contract/sportsbook';
import { useState } from 'react';
import { useApp } from '../../lib/app-context';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { ApiCall } from '../../lib/api';
import { liveStore, useLive } from '../../lib/live-store';
import { formatMoney, parseStake, stakeText } from '../../lib/money';
import { formatOdds } from '../../lib/odds-format';
import { useFollow } from '../../lib/push';
import { combinedOdds, linesOf, possibleReturn, systemsFor, type SlipBet } from '../../lib/slip-maths';
import { refusalKey } from './refusals';
import { useSlip, type Selection } from './slip-state';
import { usePlace, type PlaceOutcome } from './use-place';

/** What the market offers now for a selection: its price and version, or nothing (suspended, gone). */
function useCurrent(selections: Selection[]) {
  const store = useLive();
  return selections.map((s) => {
    const market = store.market(s.eventId, s.marketKey);
    const odds = market?.outcomes.find((o) => o.id === s.outcomeId)?.odds;
    const isOpen = market !== undefined && market.status === 'active' && odds !== undefined;
    return isOpen ? { odds, version: market.version } : null;
  });
}

const STAKE_PRESETS = [1n, 5n, 10n, 25n];

/** Refusals after which the slip asks the prices again, so it shows what moved even before a push. */
const requoted = new Set(['bet_odds_changed', 'bet_selection_unavailable']);

type Quote = { selections: Array<{ isAvailable: boolean; odds: number | null; version: number | null }> };

async function requote(api: ApiCall, selections: Selection[]) {
  try {
    const quote = await api<Quote>('POST', '/quote', {
      selections: selections.map(({ eventId, marketType, specifiers, outcomeId }) => ({
        eventId,
        marketType,
        specifiers,
        outcomeId,
      })),
    });
    quote.selections.forEach((now, i) => {
      const s = selections[i]!;
      const price = now.isAvailable && now.odds !== null && now.version !== null ? now : null;
      liveStore.requote(
        s.eventId,
        s.marketKey,
        s.outcomeId,
        price && { odds: price.odds!, version: price.version! },
      );
    });
  } catch {
    // The push channel still brings the prices.
  }
}

/** What is wrong with the typed stake before anything is sent: the form, the limits, the balance. */
function stakeProblem(
  typed: string,
  stake: bigint | null,
  amounts: { min: bigint; max: bigint; perTicket: bigint | null; total: bigint; balance: bigint },
): MessageKey | null {
  if (typed === '') return null;
  if (stake === null) return 'slip.stakeInvalid';
  if (stake < amounts.min) return 'slip.stakeMin';
  if ((amounts.perTicket ?? 0n) > amounts.max) return 'slip.stakeMax';
  if (amounts.total > amounts.balance) return 'refusal.funds';
  return null;
}

function Confirmation({ tickets, onDone }: { tickets: SportsTicket[]; onDone: () => void }) {
  const { t, locale } = useI18n();
  return (
    <div className="slip__confirmation" role="status">
      <p className="slip__ok">{t('slip.placed', { count: tickets.length })}</p>
      <ul>
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            {t(`kind.${ticket.kind}` as MessageKey)} ·{' '}
            {formatMoney(BigInt(ticket.stake), ticket.currency, locale)} →{' '}
            {formatMoney(BigInt(ticket.potentialReturn), ticket.currency, locale)}
            <br />
            <small className="muted">{t('slip.ticketId', { id: ticket.id.slice(0, 8) })}</small>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={onDone}>
        {t('slip.ok')}
      </button>
    </div>
  );
}

/** The bet slip: selections, bet type, stake, the possible return by the settlement's maths, placement. */
export function Slip() {
  const { api, session, prefs, setPrefs, oddsFormat } = useApp();
  const { t, locale } = useI18n();
  const slip = useSlip();
  const { place, isPlacing, countdown } = usePlace();
  const [betChoice, setBetChoice] = useState<string>('singles');
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<PlaceOutcome | null>(null);
  const { selections } = slip;
  useFollow(selections.map((s) => s.eventId));
  const current = useCurrent(selections);
  const currency = session.currency;
  const money = (minor: bigint) => formatMoney(minor, currency, locale);

  const distinctEvents = new Set(selections.map((s) => s.eventId)).size === selections.length;
  const systems = distinctEvents ? systemsFor(selections.length) : [];
  const choices: Array<{ id: string; bet: SlipBet; label: string }> = [
    { id: 'singles', bet: { kind: 'singles' }, label: t('kind.singles', { count: selections.length }) },
    ...(distinctEvents && selections.length >= 2
      ? [{ id: 'accumulator', bet: { kind: 'accumulator' } as SlipBet, label: t('kind.accumulator') }]
      : []),
    ...systems.map((s) => ({
      id: s.id,
      bet: { kind: 'system', system: s.system } as SlipBet,
      label: `${s.id.includes('/') ? t('kind.kFromN', { name: s.id }) : t(`system.${s.id}` as MessageKey)} (${t('slip.lines', { count: s.lines })})`,
    })),
  ];
  const choice = choices.find((c) => c.id === betChoice) ?? choices[0]!;
  const stake = parseStake(typed, currency);
  const odds = selections.map((s) => s.odds);
  const { totalStake, totalReturn } = stake
    ? possibleReturn(choice.bet, stake, odds)
    : { totalStake: 0n, totalReturn: 0n };
  const moved = selections.map((s, i) => current[i] !== null && current[i]!.odds !== s.odds);
  const unavailable = selections.map((_, i) => current[i] === null);
  const needsAccept = selections.some((s, i) => {
    if (!moved[i]) return false;
    if (prefs.acceptOddsChange === 'any') return false;
    return !(prefs.acceptOddsChange === 'higher' && current[i]!.odds > s.odds);
  });
  const minStake = BigInt(session.limits.minStake);
  const maxStake = BigInt(session.limits.maxStake);
  const stakeError = stakeProblem(typed, stake, {
    min: minStake,
    // The limit holds per ticket: a single's stake, a system's lines together.
    perTicket: choice.bet.kind === 'singles' ? stake : totalStake,
    max: maxStake,
    total: totalStake,
    balance: BigInt(session.balance),
  });
  const canPlace =
    selections.length > 0 &&
    stake !== null &&
    !stakeError &&
    linesOf(choice.bet, selections.length) > 0 &&
    !needsAccept &&
    !unavailable.some(Boolean) &&
    !isPlacing;

  const acceptChanges = () =>
    slip.reprice(new Map(selections.flatMap((s, i) => (current[i] ? [[s.id, current[i]!] as const] : []))));

  const submit = async () => {
    if (!stake) return;
    const result = await place(selections, choice.bet, stake, session.liveDelayMs);
    setOutcome(result);
    if (result.kind === 'refused' && requoted.has(result.code)) await requote(api, selections);
    if (result.kind === 'placed') setTyped('');
  };

  if (outcome?.kind === 'placed') {
    return (
      <Confirmation
        tickets={outcome.tickets}
        onDone={() => {
          setOutcome(null);
          slip.clear();
        }}
      />
    );
  }
  return (
    <div className="slip">
      {selections.length === 0 ? <p className="muted">{t('slip.empty')}</p> : null}
      <ul className="slip__selections">
        {selections.map((s, i) => (
          <li key={s.id} className={`slip__selection${unavailable[i] ? ' slip__selection--off' : ''}`}>
            <div>
              <strong>{s.label}</strong> <span className="muted">{s.marketTitle}</span>
              <br />
              <small className="muted">{s.eventName}</small>
              {unavailable[i] ? <p className="slip__warn">{t('slip.suspended')}</p> : null}
              {moved[i] ? (
                <p className="slip__warn">
                  {t('slip.oddsMoved', {
                    from: formatOdds(s.odds, oddsFormat),
                    to: formatOdds(current[i]!.odds, oddsFormat),
                  })}
                </p>
              ) : null}
            </div>
            <span className="slip__odds">{formatOdds(s.odds, oddsFormat)}</span>
            <button
              type="button"
              className="icon"
              aria-label={t('slip.remove', { name: s.label })}
              onClick={() => slip.remove(s.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {selections.length > 0 ? (
        <>
          <label className="field">
            <span>{t('slip.betType')}</span>
            <select value={choice.id} onChange={(e) => setBetChoice(e.target.value)}>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          {choice.bet.kind === 'accumulator' ? (
            <p>
              {t('slip.combinedOdds')}:{' '}
              <strong data-testid="combined-odds">{formatOdds(combinedOdds(odds), oddsFormat)}</strong>
            </p>
          ) : null}
          <label className="field">
            <span>{choice.bet.kind === 'accumulator' ? t('slip.stake') : t('slip.stakeEach')}</span>
            <input
              inputMode="decimal"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={stakeError !== null}
            />
          </label>
          {stakeError ? (
            <p className="slip__warn">{t(stakeError, { min: money(minStake), max: money(maxStake) })}</p>
          ) : null}
          <div className="presets">
            {STAKE_PRESETS.map((preset) => {
              const value = parseStake(String(preset), currency)!;
              return (
                <button
                  key={String(preset)}
                  type="button"
                  className="chip"
                  onClick={() => setTyped(stakeText(value, currency))}
                >
                  {money(value)}
                </button>
              );
            })}
          </div>
          <label className="field">
            <span>{t('slip.acceptOdds')}</span>
            <select
              value={prefs.acceptOddsChange}
              onChange={(e) => setPrefs({ acceptOddsChange: e.target.value as 'none' | 'higher' | 'any' })}
            >
              <option value="none">{t('accept.none')}</option>
              <option value="higher">{t('accept.higher')}</option>
              <option value="any">{t('accept.any')}</option>
            </select>
          </label>
          <dl className="slip__summary">
            <dt>{t('slip.totalStake')}</dt>
            <dd>{money(totalStake)}</dd>
            <dt>{t('slip.possibleReturn')}</dt>
            <dd data-testid="possible-return">{money(totalReturn)}</dd>
          </dl>
          {outcome?.kind === 'refused' ? (
            <div className="slip__refusal" role="alert">
              {t(refusalKey(outcome.code))}
              {refusalKey(outcome.code) === 'refusal.other' && outcome.message ? ` ${outcome.message}` : ''}
              {outcome.placed.length > 0
                ? ` ${t('slip.partlyPlaced', { count: outcome.placed.length })}`
                : ''}
            </div>
          ) : null}
          {needsAccept ? (
            <button type="button" className="button button--secondary" onClick={acceptChanges}>
              {t('slip.acceptChanges')}
            </button>
          ) : null}
          <button type="button" className="button" disabled={!canPlace} onClick={() => void submit()}>
            {isPlacing
              ? countdown > 0
                ? t('slip.liveDelay', { seconds: countdown })
                : t('slip.placing')
              : t('slip.place', { amount: money(totalStake) })}
          </button>
          <button type="button" className="link" onClick={slip.clear}>
            {t('slip.clear')}
          </button>
        </>
      ) : null}
    </div>
  );
}
