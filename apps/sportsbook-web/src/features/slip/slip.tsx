import type { SportsTicket } from '@casino/contract/sportsbook';
import { useState } from 'react';
import { useApp } from '../../lib/app-context';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { ApiCall } from '../../lib/api';
import { liveStore, useLive } from '../../lib/live-store';
import { formatMoney, parseStake } from '../../lib/money';
import { useFollow } from '../../lib/push';
import { linesOf, possibleReturn } from '../../lib/slip-maths';
import {
  BetTypeField,
  OddsChangeSetting,
  PlaceButton,
  RefusalNotice,
  SelectionRow,
  StakeField,
  useBetChoices,
} from './slip-parts';
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
  const { api, session, prefs } = useApp();
  const { t, locale } = useI18n();
  const slip = useSlip();
  const { place, isPlacing, countdown } = usePlace();
  const [betChoice, setBetChoice] = useState<string>('singles');
  const [typed, setTyped] = useState('');
  const [outcome, setOutcome] = useState<PlaceOutcome | null>(null);
  const { selections } = slip;
  useFollow(selections.map((s) => s.eventId));
  const current = useCurrent(selections);
  const choices = useBetChoices(selections);
  const choice = choices.find((c) => c.id === betChoice) ?? choices[0]!;
  const money = (minor: bigint) => formatMoney(minor, session.currency, locale);
  const stake = parseStake(typed, session.currency);
  const odds = selections.map((s) => s.odds);
  const { totalStake, totalReturn } = stake
    ? possibleReturn(choice.bet, stake, odds)
    : { totalStake: 0n, totalReturn: 0n };
  const needsAccept = selections.some((s, i) => {
    const now = current[i];
    if (!now || now.odds === s.odds || prefs.acceptOddsChange === 'any') return false;
    return !(prefs.acceptOddsChange === 'higher' && now.odds > s.odds);
  });
  const problem = stakeProblem(typed, stake, {
    min: BigInt(session.limits.minStake),
    // The limit holds per ticket: a single's stake, a system's lines together.
    perTicket: choice.bet.kind === 'singles' ? stake : totalStake,
    max: BigInt(session.limits.maxStake),
    total: totalStake,
    balance: BigInt(session.balance),
  });
  const canPlace =
    stake !== null &&
    !problem &&
    linesOf(choice.bet, selections.length) > 0 &&
    !needsAccept &&
    current.every((now) => now !== null) &&
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
    const done = () => {
      setOutcome(null);
      slip.clear();
    };
    return <Confirmation tickets={outcome.tickets} onDone={done} />;
  }
  if (selections.length === 0) return <p className="muted">{t('slip.empty')}</p>;
  return (
    <div className="slip">
      <ul className="slip__selections">
        {selections.map((s, i) => (
          <SelectionRow key={s.id} selection={s} now={current[i] ?? null} />
        ))}
      </ul>
      <BetTypeField choices={choices} chosen={choice} onChoose={setBetChoice} odds={odds} />
      <StakeField
        label={choice.bet.kind === 'accumulator' ? t('slip.stake') : t('slip.stakeEach')}
        typed={typed}
        onType={setTyped}
        problem={problem}
      />
      <OddsChangeSetting />
      <dl className="slip__summary">
        <dt>{t('slip.totalStake')}</dt>
        <dd>{money(totalStake)}</dd>
        <dt>{t('slip.possibleReturn')}</dt>
        <dd data-testid="possible-return">{money(totalReturn)}</dd>
      </dl>
      {outcome?.kind === 'refused' ? <RefusalNotice outcome={outcome} /> : null}
      {needsAccept ? (
        <button type="button" className="button button--secondary" onClick={acceptChanges}>
          {t('slip.acceptChanges')}
        </button>
      ) : null}
      <PlaceButton
        isEnabled={canPlace}
        onPlace={() => void submit()}
        countdown={isPlacing ? countdown : null}
      >
        {t('slip.place', { amount: money(totalStake) })}
      </PlaceButton>
      <button type="button" className="link" onClick={slip.clear}>
        {t('slip.clear')}
      </button>
    </div>
  );
}
