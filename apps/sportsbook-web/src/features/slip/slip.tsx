import type { SportsTicket } from '@casino/contract/sportsbook';
import { useState } from 'react';
import { useApp } from '../../lib/app-context';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { ApiCall } from '../../lib/api';
import { liveStore, useLive } from '../../lib/live-store';
import { formatMoney } from '../../lib/money';
import { useFollow } from '../../lib/push';
import {
  BetTypeField,
  OddsChangeSetting,
  PlaceButton,
  RefusalNotice,
  SelectionRow,
  StakeField,
  useBetChoices,
} from './slip-parts';
import { slipFigures, type CurrentPrice } from './slip-figures';
import { useSlip, type Selection } from './slip-state';
import { usePlace, type PlaceOutcome } from './use-place';

/** What the market offers now for each selection (see CurrentPrice). */
function useCurrent(selections: Selection[]): CurrentPrice[] {
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

function SlipSummary({ totalStake, totalReturn }: { totalStake: string; totalReturn: string }) {
  const { t } = useI18n();
  return (
    <dl className="slip__summary">
      <dt>{t('slip.totalStake')}</dt>
      <dd>{totalStake}</dd>
      <dt>{t('slip.possibleReturn')}</dt>
      <dd data-testid="possible-return">{totalReturn}</dd>
    </dl>
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
  const { stake, odds, totalStake, totalReturn, needsAccept, problem, isReady } = slipFigures(
    typed,
    choice,
    selections,
    current,
    session,
    prefs.acceptOddsChange,
  );
  const canPlace = isReady && !isPlacing;

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
      <SlipSummary totalStake={money(totalStake)} totalReturn={money(totalReturn)} />
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
