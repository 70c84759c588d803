import type { ReactNode } from 'react';
import { useApp } from '../../lib/app-context';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { formatMoney, parseStake, stakeText } from '../../lib/money';
import { formatOdds } from '../../lib/odds-format';
import { combinedOdds, systemsFor, type SlipBet } from '../../lib/slip-maths';
import { refusalKey } from './refusals';
import { useSlip, type Selection } from './slip-state';
import type { PlaceOutcome } from './use-place';

export type BetChoice = { id: string; bet: SlipBet; label: string };

/** The bets the selections make: singles always; an accumulator and systems when no event repeats. */
export function useBetChoices(selections: readonly Selection[]): BetChoice[] {
  const { t } = useI18n();
  const distinctEvents = new Set(selections.map((s) => s.eventId)).size === selections.length;
  const systems = distinctEvents ? systemsFor(selections.length) : [];
  const systemName = (id: string) =>
    id.includes('/') ? t('kind.kFromN', { name: id }) : t(`system.${id}` as MessageKey);
  return [
    { id: 'singles', bet: { kind: 'singles' }, label: t('kind.singles', { count: selections.length }) },
    ...(distinctEvents && selections.length >= 2
      ? [{ id: 'accumulator', bet: { kind: 'accumulator' } as SlipBet, label: t('kind.accumulator') }]
      : []),
    ...systems.map((s) => ({
      id: s.id,
      bet: { kind: 'system', system: s.system } as SlipBet,
      label: `${systemName(s.id)} (${t('slip.lines', { count: s.lines })})`,
    })),
  ];
}

/** One selection: what it is, the price taken, what the market offers now if that differs. */
export function SelectionRow({ selection: s, now }: { selection: Selection; now: { odds: number } | null }) {
  const { oddsFormat } = useApp();
  const { t } = useI18n();
  const slip = useSlip();
  const hasMoved = now !== null && now.odds !== s.odds;
  return (
    <li className={`slip__selection${now === null ? ' slip__selection--off' : ''}`}>
      <div>
        <strong>{s.label}</strong> <span className="muted">{s.marketTitle}</span>
        <br />
        <small className="muted">{s.eventName}</small>
        {now === null ? <p className="slip__warn">{t('slip.suspended')}</p> : null}
        {hasMoved ? (
          <p className="slip__warn">
            {t('slip.oddsMoved', {
              from: formatOdds(s.odds, oddsFormat),
              to: formatOdds(now.odds, oddsFormat),
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
  );
}

const STAKE_PRESETS = [1n, 5n, 10n, 25n];

/** The stake typed in the currency, what is wrong with it, and the preset amounts. */
export function StakeField(props: {
  label: string;
  typed: string;
  onType: (typed: string) => void;
  problem: MessageKey | null;
}) {
  const { session } = useApp();
  const { t, locale } = useI18n();
  const { currency, limits } = session;
  const money = (minor: bigint) => formatMoney(minor, currency, locale);
  return (
    <>
      <label className="field">
        <span>{props.label}</span>
        <input
          inputMode="decimal"
          value={props.typed}
          onChange={(e) => props.onType(e.target.value)}
          aria-invalid={props.problem !== null}
        />
      </label>
      {props.problem ? (
        <p className="slip__warn">
          {t(props.problem, { min: money(BigInt(limits.minStake)), max: money(BigInt(limits.maxStake)) })}
        </p>
      ) : null}
      <div className="presets">
        {STAKE_PRESETS.map((preset) => {
          const value = parseStake(String(preset), currency)!;
          return (
            <button
              key={String(preset)}
              type="button"
              className="chip"
              onClick={() => props.onType(stakeText(value, currency))}
            >
              {money(value)}
            </button>
          );
        })}
      </div>
    </>
  );
}

/** What happens when prices move between the slip and the placement: ask, take higher, take any. */
export function OddsChangeSetting() {
  const { prefs, setPrefs } = useApp();
  const { t } = useI18n();
  return (
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
  );
}

/** Why the placement was refused, in the player's words (the server's message when the slip has none). */
export function RefusalNotice({ outcome }: { outcome: Extract<PlaceOutcome, { kind: 'refused' }> }) {
  const { t } = useI18n();
  const key = refusalKey(outcome.code);
  return (
    <div className="slip__refusal" role="alert">
      {t(key)}
      {key === 'refusal.other' && outcome.message ? ` ${outcome.message}` : ''}
      {outcome.placed.length > 0 ? ` ${t('slip.partlyPlaced', { count: outcome.placed.length })}` : ''}
    </div>
  );
}

/** Which bet the slip makes, and an accumulator's combined odds. */
export function BetTypeField(props: {
  choices: BetChoice[];
  chosen: BetChoice;
  onChoose: (id: string) => void;
  odds: readonly number[];
}) {
  const { oddsFormat } = useApp();
  const { t } = useI18n();
  return (
    <>
      <label className="field">
        <span>{t('slip.betType')}</span>
        <select value={props.chosen.id} onChange={(e) => props.onChoose(e.target.value)}>
          {props.choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      {props.chosen.bet.kind === 'accumulator' ? (
        <p>
          {t('slip.combinedOdds')}:{' '}
          <strong data-testid="combined-odds">{formatOdds(combinedOdds(props.odds), oddsFormat)}</strong>
        </p>
      ) : null}
    </>
  );
}

/** Places the slip; while a placement runs it says so, with a live bet's delay counting down. */
export function PlaceButton(props: {
  isEnabled: boolean;
  onPlace: () => void;
  /** Seconds of live delay left while placing (0 once past it), null when not placing. */
  countdown: number | null;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const placing =
    props.countdown === null
      ? null
      : props.countdown > 0
        ? t('slip.liveDelay', { seconds: props.countdown })
        : t('slip.placing');
  return (
    <button type="button" className="button" disabled={!props.isEnabled} onClick={props.onPlace}>
      {placing ?? props.children}
    </button>
  );
}
