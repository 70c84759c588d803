import { createApi, type SessionData } from '../api';
import { followOwedWin } from '../owed-win';
import { createMuteButton, el, tellParentBalanceChanged } from '../dom';
import { casinoLinks, topBar } from '../page-parts';
import { createFormats, type Formats } from '../format';
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

/** The page's own elements besides the view's: the phase, the countdown, the chips, the bets. */
function tableElements(
  t: Translate,
  money: (minor: bigint) => string,
  session: SessionData,
  onPick: (value: bigint) => void,
) {
  return {
    phaseOut: el('p', { class: 'table-phase' }, t('tableConnecting')),
    countdown: el('div', { class: 'table-countdown' }, el('span')),
    playersOut: el('p', { class: 'muted' }),
    pendingOut: el('output', { class: 'stat-value' }),
    placedOut: el('output', { class: 'stat-value' }),
    chipRow: chipPicker(t, money, BigInt(session.game.minBet), BigInt(session.game.maxBet), onPick),
    placeButton: el(
      'button',
      { type: 'button', class: 'play-button', 'data-testid': 'studio-play' },
      t('tablePlaceBets'),
    ),
    clearButton: el('button', { type: 'button', class: 'chip' }, t('tableClear')),
    strip: el('ol', { class: 'table-strip', 'aria-label': t('tableLastResults') }),
    fairness: tableFairness(t, session.game.slug),
  };
}

/** Everything the table's page works with once it is built. */
interface TablePage {
  session: SessionData;
  t: Translate;
  sound: Sound;
  money: Formats['money'];
  token: string;
  minBet: bigint;
  maxBet: bigint;
  seat: Seat;
  /** The chip the player puts on a spot. */
  chip: bigint;
  view: TableView;
  ui: ReturnType<typeof tableElements>;
  balanceOut: HTMLElement;
  setBalance: (minor: string | null) => void;
  say: (text: string, className?: string) => void;
  table: ReturnType<typeof connectTable>;
}

const sum = (bets: Map<string, bigint>) => [...bets.values()].reduce((total, amount) => total + amount, 0n);

function paint(page: TablePage) {
  const { seat, ui, money } = page;
  const mine = new Map(seat.placed);
  for (const [spot, amount] of seat.pending) mine.set(spot, (mine.get(spot) ?? 0n) + amount);
  page.view.paintTotals(seat.totals, mine);
  ui.pendingOut.textContent = money(sum(seat.pending));
  ui.placedOut.textContent = money(sum(seat.placed));
  for (const button of ui.chipRow.querySelectorAll('button'))
    button.setAttribute('aria-checked', String(button.dataset.value === page.chip.toString()));
  ui.placeButton.disabled = seat.state?.phase !== 'betting' || seat.pending.size === 0;
}

function showError(page: TablePage, error: unknown) {
  const { t, money } = page;
  const code = error instanceof TableError ? error.code : '';
  const named =
    error instanceof TableError ? namedLimitText(t, error, (minor) => money(BigInt(minor))) : null;
  page.say(named ?? t(errorKeys[code] ?? 'errorGeneric'), 'is-error');
  const data = error instanceof TableError ? (error.data as { balance?: string } | null) : null;
  if (data?.balance) page.setBalance(data.balance);
}

function showSettled(page: TablePage, bet: SettledBet) {
  const { session, setBalance } = page;
  setBalance(bet.balance);
  page.say(...settledText(bet, page.t, page.money, page.sound));
  tellParentBalanceChanged(session.mode);
  if (bet.status === 'win_pending')
    followOwedWin(createApi(page.token).session, page.balanceOut.dataset.minor ?? null, (balance) => {
      setBalance(balance);
      tellParentBalanceChanged(session.mode);
    });
}

/** A chip on a spot, while bets are open; it stays pending until the player places the bets. */
function putChip(page: TablePage, spot: string) {
  if (page.seat.state?.phase !== 'betting') return page.say(page.t('tableClosed'), 'is-error');
  page.seat.pending.set(spot, (page.seat.pending.get(spot) ?? 0n) + page.chip);
  page.sound.tick();
  paint(page);
}

function placeBets(page: TablePage) {
  const { pending, placed } = page.seat;
  const bets = [...pending].map(([spot, amount]) => ({ spot, amount: amount.toString() }));
  const total = sum(pending);
  if (total < page.minBet || total > page.maxBet) return page.say(page.t('errorAmount'), 'is-error');
  page.ui.placeButton.disabled = true;
  page.table
    .placeBets(bets)
    .then((answer) => {
      for (const [spot, amount] of pending) placed.set(spot, (placed.get(spot) ?? 0n) + amount);
      pending.clear();
      page.setBalance(answer.balance);
      page.sound.start();
      page.say(page.t('tableBetPlaced', { amount: page.money(answer.stake) }));
    })
    .catch((error: unknown) => showError(page, error))
    .finally(() => paint(page));
}

// The countdown runs on the server's clock (its offset from ours was taken with the last state).
function tick(page: TablePage) {
  const { seat, t, ui } = page;
  const left = timeLeftMs(seat.state, seat.clockOffsetMs);
  (ui.countdown.firstElementChild as HTMLElement).style.width =
    left === null ? '0%' : `${Math.min(100, left / 150)}%`;
  if (left === null) return;
  const seconds = String(Math.ceil(left / 1000));
  ui.phaseOut.textContent =
    seat.state!.phase === 'deciding' ? t('tableDecide', { seconds }) : t('tableBetsCloseIn', { seconds });
}

function tableHelp(page: TablePage) {
  const { t, money } = page;
  return el(
    'section',
    { class: 'panel' },
    page.view.help(),
    el('p', {}, t('rulesTable')),
    el('p', {}, t('limits', { min: money(page.minBet), max: money(page.maxBet) })),
  );
}

export function startTable(
  session: SessionData,
  deps: { t: Translate; language: Language; locale: string; sound: Sound; token: string },
) {
  const { t, sound } = deps;
  const formats = createFormats(deps.locale, session.currency);
  const { money } = formats;
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
  const { message, say } = messageLine();
  const view = tableViews[session.game.slug]!({
    t,
    sound,
    money,
    formats,
    onSpot: (spot) => putChip(page, spot),
    onMove(move) {
      page.table
        .move(move)
        .then((answer) => {
          page.setBalance(answer.balance);
          sound.tick();
          view.showHand?.(answer.hand);
        })
        .catch((error: unknown) => showError(page, error));
    },
  });
  const { balanceOut, setBalance } = balanceDisplay(money, session.balance);
  const ui = tableElements(t, money, session, (value) => {
    page.chip = value;
    paint(page);
  });
  const page: TablePage = {
    ...{ session, t, sound, money, token: deps.token, minBet, maxBet, seat, view, ui },
    chip: chipValues.find((value) => value >= minBet && value <= maxBet) ?? minBet,
    ...{ balanceOut, setBalance, say },
    table: connectTable(
      session.game.slug,
      deps.token,
      tableHandlers(seat, t, view, ui, {
        paint: () => paint(page),
        tick: () => tick(page),
        showSettled: (bet) => showSettled(page, bet),
      }),
    ),
  };
  ui.placeButton.addEventListener('click', () => placeBets(page));
  ui.clearButton.addEventListener('click', () => {
    seat.pending.clear();
    paint(page);
  });
  setInterval(() => tick(page), 200);
  const muteButton = createMuteButton(sound, { mute: t('mute'), unmute: t('unmute') });
  layOutTable(session, t, {
    ...{ balanceOut, muteButton, view, message, help: tableHelp(page) },
    ...{ ...ui, fairness: ui.fairness.element },
  });
  paint(page);
}
