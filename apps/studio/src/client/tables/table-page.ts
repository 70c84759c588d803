import { createApi, type SessionData } from '../api';
import { followOwedWin } from '../owed-win';
import { createMuteButton, el, tellParentBalanceChanged } from '../dom';
import { casinoLinks, topBar } from '../page-parts';
import { createFormats } from '../format';
import type { Language, TextKey, Translate } from '../i18n';
import type { Sound } from '../sound';
import { baccaratTableView } from './baccarat-view';
import { blackjackTableView } from './blackjack-view';
import { moneyWheelTableView } from './wheel-view';
import { rouletteTableView } from './roulette-view';
import { tableFairness } from './table-fairness';
import {
  connectTable,
  TableError,
  type SettledBet,
  type TableHandlers,
  type TableState,
} from './table-socket';
import type { TableView, TableViewDeps } from './table-view';
import { limitRefusalKeys, namedLimitText } from '../limit-refusals';

/**
 * A shared table's page: the round belongs to the whole table, so instead of the shell's play button
 * the player puts chips on the board while the countdown runs and places them; the result comes for
 * everybody at once, then each player's own win.
 */
export const tableViews: Record<string, (deps: TableViewDeps) => TableView> = {
  'nova-roulette': rouletteTableView,
  'nova-money-wheel': moneyWheelTableView,
  'nova-baccarat': baccaratTableView,
  'nova-blackjack': blackjackTableView,
};

const errorKeys: Record<string, TextKey> = {
  game_session_invalid: 'errorSession',
  insufficient_funds: 'errorFunds',
  bonus_max_bet_exceeded: 'errorBonusMaxBet',
  ...limitRefusalKeys,
  amount_out_of_range: 'errorAmount',
  validation_error: 'errorAmount',
  provider_unavailable: 'errorUnavailable',
  round_closed: 'tableClosed',
};

const chipValues = [10n, 50n, 100n, 500n, 2_500n, 10_000n];

const phaseKeys = {
  idle: 'tableConnecting',
  betting: 'tableBetsOpen',
  deciding: 'tableDecide',
  drawing: 'tableNoMoreBets',
  pause: 'tableNextRound',
} as const;

/** The chips the table's limits allow, one checked at a time (its value in `data-value`). */
function chipPicker(
  t: Translate,
  money: (minor: bigint) => string,
  minBet: bigint,
  maxBet: bigint,
  onPick: (value: bigint) => void,
) {
  const chipRow = el('div', { class: 'table-chips', role: 'radiogroup', 'aria-label': t('tableChip') });
  for (const value of chipValues.filter((amount) => amount >= minBet && amount <= maxBet)) {
    const button = el('button', { type: 'button', class: 'table-chip', role: 'radio' }, money(value));
    button.addEventListener('click', () => onPick(value));
    button.dataset.value = value.toString();
    chipRow.append(button);
  }
  return chipRow;
}

/** What is left of the betting or decision window on the server's clock; null when none runs. */
function timeLeftMs(state: TableState | null, clockOffsetMs: number): number | null {
  const until =
    state?.phase === 'betting' ? state.closesAt : state?.phase === 'deciding' ? state.decidesUntil : null;
  if (!until) return null;
  return Math.max(0, Date.parse(until) - (Date.now() + clockOffsetMs));
}

/** The page's status line, read out by screen readers. */
function messageLine() {
  const message = el('p', { class: 'message', role: 'status' });
  const say = (text: string, className = '') => {
    message.textContent = text;
    message.className = `message ${className}`;
  };
  return { message, say };
}

/** The balance shown in the top bar; `setBalance` with the wallet's latest (null: unchanged). */
function balanceDisplay(money: (minor: bigint) => string, initial: string) {
  const balanceOut = el(
    'output',
    { class: 'balance-value', 'data-testid': 'studio-balance', 'data-minor': initial },
    money(BigInt(initial)),
  );
  const setBalance = (minor: string | null) => {
    if (minor === null) return;
    balanceOut.textContent = money(BigInt(minor));
    balanceOut.dataset.minor = minor;
  };
  return { balanceOut, setBalance };
}

/** A settled bet's line (the win, or the loss; a win still owed says so), with its sound played. */
function settledText(
  bet: SettledBet,
  t: Translate,
  money: (minor: bigint) => string,
  sound: Sound,
): [string, string] {
  const payout = BigInt(bet.payout);
  const pending = bet.status === 'win_pending' ? ` · ${t('pending')}` : '';
  if (payout > 0n) {
    sound.win();
    return [t('win', { amount: money(payout) }) + pending, 'is-win'];
  }
  sound.lose();
  return [t('lose') + pending, ''];
}

/** What the player's seat at the table knows: their chips not yet placed, their bets, the round. */
interface Seat {
  pending: Map<string, bigint>;
  placed: Map<string, bigint>;
  totals: Record<string, string>;
  state: TableState | null;
  /** The server's clock minus ours, taken with the last state. */
  clockOffsetMs: number;
  /** The result's animation; a player's own win is shown once it has played. */
  animation: Promise<void>;
}

/** What the table's socket tells the page: its phases, the table's bets, the deal, the result. */
function tableHandlers(
  seat: Seat,
  t: Translate,
  view: TableView,
  ui: {
    phaseOut: HTMLElement;
    playersOut: HTMLElement;
    strip: HTMLElement;
    fairness: ReturnType<typeof tableFairness>;
  },
  page: { paint(): void; tick(): void; showSettled(bet: SettledBet): void },
): TableHandlers {
  const showPlayers = (players: number) =>
    (ui.playersOut.textContent = t('tablePlayers', { count: String(players) }));
  return {
    onConnection(isOpen) {
      if (!isOpen) ui.phaseOut.textContent = t('tableConnecting');
    },
    onState(next) {
      if (next.roundId !== seat.state?.roundId) {
        seat.placed.clear();
        if (next.phase === 'betting') view.reset();
        // Joined while the hands are played: the common deal is shown, without a hand of our own.
        if (next.phase === 'deciding' && next.deal) view.showDeal?.(next.deal, false);
      }
      seat.state = next;
      seat.totals = next.totals;
      seat.clockOffsetMs = Date.parse(next.serverTime) - Date.now();
      ui.phaseOut.textContent = t(phaseKeys[next.phase], { seconds: '' });
      showPlayers(next.players);
      if (next.phase === 'betting') ui.fairness.showHash(next.serverSeedHash);
      page.paint();
      page.tick();
    },
    onBets(nextTotals, players) {
      seat.totals = nextTotals;
      showPlayers(players);
      page.paint();
    },
    onDeal(deal) {
      view.showDeal?.(deal, seat.placed.size > 0);
    },
    onResult(result) {
      seat.animation = view.animate(result.outcome).then(() => {
        const { text, className } = view.describe(result.outcome);
        ui.strip.prepend(el('li', { class: className }, text));
        while (ui.strip.children.length > 12) ui.strip.lastElementChild!.remove();
        void ui.fairness.showResult(result);
      });
    },
    onSettled(bet) {
      void seat.animation.then(() => page.showSettled(bet));
    },
  };
}

/** The page: the table and its board, beside them the chips, the player's bets and the buttons. */
function layOutTable(
  session: SessionData,
  t: Translate,
  parts: Record<
    | 'balanceOut'
    | 'muteButton'
    | 'countdown'
    | 'phaseOut'
    | 'strip'
    | 'playersOut'
    | 'chipRow'
    | 'pendingOut'
    | 'placedOut'
    | 'clearButton'
    | 'placeButton'
    | 'message'
    | 'help'
    | 'fairness',
    HTMLElement
  > & { view: TableView },
) {
  const { view } = parts;
  document.getElementById('app')!.replaceChildren(
    topBar(session, t, parts.balanceOut, parts.muteButton),
    el(
      'div',
      { class: 'layout' },
      el(
        'div',
        { class: 'table-main' },
        view.stage,
        parts.countdown,
        parts.phaseOut,
        parts.strip,
        view.board,
      ),
      el(
        'div',
        { class: 'sidebar' },
        parts.playersOut,
        parts.chipRow,
        el(
          'div',
          { class: 'stats' },
          el('div', { class: 'stat' }, el('span', {}, t('tablePending')), parts.pendingOut),
          el('div', { class: 'stat' }, el('span', {}, t('tableYourBets')), parts.placedOut),
        ),
        // On a phone the board is long: the buttons stay at the bottom of the screen while chips go down.
        el('div', { class: 'table-actions' }, parts.clearButton, parts.placeButton),
        parts.message,
        casinoLinks(session, t),
      ),
    ),
    el('div', { class: 'table-panels' }, parts.fairness, parts.help),
  );
}

export function startTable(
  session: SessionData,
  deps: { t: Translate; language: Language; locale: string; sound: Sound; token: string },
) {
  const { t, sound } = deps;
  const { money } = createFormats(deps.locale, session.currency);
  const minBet = BigInt(session.game.minBet);
  const maxBet = BigInt(session.game.maxBet);
  const seat: Seat = {
    pending: new Map(),
    placed: new Map(),
    totals: {},
    state: null,
    clockOffsetMs: 0,
    animation: Promise.resolve(),
  };
  const { pending, placed } = seat;
  let chip = chipValues.find((value) => value >= minBet && value <= maxBet) ?? minBet;

  const { message, say } = messageLine();
  const view = tableViews[session.game.slug]!({
    t,
    sound,
    money,
    formats: createFormats(deps.locale, session.currency),
    onSpot(spot) {
      if (seat.state?.phase !== 'betting') return say(t('tableClosed'), 'is-error');
      pending.set(spot, (pending.get(spot) ?? 0n) + chip);
      sound.tick();
      paint();
    },
    onMove(move) {
      table
        .move(move)
        .then((answer) => {
          setBalance(answer.balance);
          sound.tick();
          view.showHand?.(answer.hand);
        })
        .catch((error: unknown) => showError(error));
    },
  });

  const { balanceOut, setBalance } = balanceDisplay(money, session.balance);
  const muteButton = createMuteButton(sound, { mute: t('mute'), unmute: t('unmute') });

  const phaseOut = el('p', { class: 'table-phase' }, t('tableConnecting'));
  const countdown = el('div', { class: 'table-countdown' }, el('span'));
  const playersOut = el('p', { class: 'muted' });
  const pendingOut = el('output', { class: 'stat-value' });
  const placedOut = el('output', { class: 'stat-value' });
  const chipRow = chipPicker(t, money, minBet, maxBet, (value) => {
    chip = value;
    paint();
  });
  const placeButton = el(
    'button',
    { type: 'button', class: 'play-button', 'data-testid': 'studio-play' },
    t('tablePlaceBets'),
  );
  const clearButton = el('button', { type: 'button', class: 'chip' }, t('tableClear'));
  const strip = el('ol', { class: 'table-strip', 'aria-label': t('tableLastResults') });
  const fairness = tableFairness(t, session.game.slug);

  const sum = (bets: Map<string, bigint>) => [...bets.values()].reduce((total, amount) => total + amount, 0n);
  function paint() {
    const mine = new Map(placed);
    for (const [spot, amount] of pending) mine.set(spot, (mine.get(spot) ?? 0n) + amount);
    view.paintTotals(seat.totals, mine);
    pendingOut.textContent = money(sum(pending));
    placedOut.textContent = money(sum(placed));
    for (const button of chipRow.querySelectorAll('button'))
      button.setAttribute('aria-checked', String(button.dataset.value === chip.toString()));
    placeButton.disabled = seat.state?.phase !== 'betting' || pending.size === 0;
  }

  const table = connectTable(
    session.game.slug,
    deps.token,
    tableHandlers(seat, t, view, { phaseOut, playersOut, strip, fairness }, { paint, tick, showSettled }),
  );

  function showError(error: unknown) {
    const code = error instanceof TableError ? error.code : '';
    const named =
      error instanceof TableError ? namedLimitText(t, error, (minor) => money(BigInt(minor))) : null;
    say(named ?? t(errorKeys[code] ?? 'errorGeneric'), 'is-error');
    const data = error instanceof TableError ? (error.data as { balance?: string } | null) : null;
    if (data?.balance) setBalance(data.balance);
  }

  function showSettled(bet: SettledBet) {
    setBalance(bet.balance);
    say(...settledText(bet, t, money, sound));
    tellParentBalanceChanged(session.mode);
    if (bet.status === 'win_pending')
      followOwedWin(createApi(deps.token).session, balanceOut.dataset.minor ?? null, (balance) => {
        setBalance(balance);
        tellParentBalanceChanged(session.mode);
      });
  }

  placeButton.addEventListener('click', () => {
    const bets = [...pending].map(([spot, amount]) => ({ spot, amount: amount.toString() }));
    const total = sum(pending);
    if (total < minBet || total > maxBet) return say(t('errorAmount'), 'is-error');
    placeButton.disabled = true;
    table
      .placeBets(bets)
      .then((answer) => {
        for (const [spot, amount] of pending) placed.set(spot, (placed.get(spot) ?? 0n) + amount);
        pending.clear();
        setBalance(answer.balance);
        sound.start();
        say(t('tableBetPlaced', { amount: money(answer.stake) }));
      })
      .catch((error: unknown) => showError(error))
      .finally(paint);
  });
  clearButton.addEventListener('click', () => {
    pending.clear();
    paint();
  });

  // The countdown runs on the server's clock (its offset from ours was taken with the last state).
  function tick() {
    const left = timeLeftMs(seat.state, seat.clockOffsetMs);
    (countdown.firstElementChild as HTMLElement).style.width =
      left === null ? '0%' : `${Math.min(100, left / 150)}%`;
    if (left === null) return;
    const seconds = String(Math.ceil(left / 1000));
    phaseOut.textContent =
      seat.state!.phase === 'deciding' ? t('tableDecide', { seconds }) : t('tableBetsCloseIn', { seconds });
  }
  setInterval(tick, 200);

  const help = el(
    'section',
    { class: 'panel' },
    view.help(),
    el('p', {}, t('rulesTable')),
    el('p', {}, t('limits', { min: money(minBet), max: money(maxBet) })),
  );
  layOutTable(session, t, {
    ...{ balanceOut, muteButton, view, countdown, phaseOut, strip, playersOut, chipRow },
    ...{ pendingOut, placedOut, clearButton, placeButton, message, help, fairness: fairness.element },
  });
  paint();
}
