import type { SessionData } from '../api';
import { createMuteButton, el, tellParentBalanceChanged } from '../dom';
import { createFormats } from '../format';
import type { Language, TextKey, Translate } from '../i18n';
import type { Sound } from '../sound';
import { baccaratTableView } from './baccarat-view';
import { blackjackTableView } from './blackjack-view';
import { moneyWheelTableView } from './wheel-view';
import { rouletteTableView } from './roulette-view';
import { tableFairness } from './table-fairness';
import { connectTable, TableError, type SettledBet, type TableState } from './table-socket';
import type { TableView, TableViewDeps } from './table-view';

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
  amount_out_of_range: 'errorAmount',
  validation_error: 'errorAmount',
  provider_unavailable: 'errorUnavailable',
  round_closed: 'tableClosed',
};

const chipValues = [10n, 50n, 100n, 500n, 2_500n, 10_000n];

export function startTable(
  session: SessionData,
  deps: { t: Translate; language: Language; locale: string; sound: Sound; token: string },
) {
  const { t, sound } = deps;
  const { money } = createFormats(deps.locale, session.currency);
  const minBet = BigInt(session.game.minBet);
  const maxBet = BigInt(session.game.maxBet);
  const pending = new Map<string, bigint>();
  const placed = new Map<string, bigint>();
  let totals: Record<string, string> = {};
  let state: TableState | null = null;
  let clockOffsetMs = 0;
  let balance = BigInt(session.balance);
  let chip = chipValues.find((value) => value >= minBet && value <= maxBet) ?? minBet;
  // The result's animation; a player's own win is shown once it has played.
  let animation: Promise<void> = Promise.resolve();

  const message = el('p', { class: 'message', role: 'status' });
  const say = (text: string, className = '') => {
    message.textContent = text;
    message.className = `message ${className}`;
  };
  const view = tableViews[session.game.slug]!({
    t,
    sound,
    money,
    onSpot(spot) {
      if (state?.phase !== 'betting') return say(t('tableClosed'), 'is-error');
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

  const balanceOut = el(
    'output',
    { class: 'balance-value', 'data-testid': 'studio-balance' },
    money(balance),
  );
  const setBalance = (minor: string | null) => {
    if (minor === null) return;
    balance = BigInt(minor);
    balanceOut.textContent = money(balance);
  };
  const muteButton = createMuteButton(sound, { mute: t('mute'), unmute: t('unmute') });

  const phaseOut = el('p', { class: 'table-phase' }, t('tableConnecting'));
  const countdown = el('div', { class: 'table-countdown' }, el('span'));
  const playersOut = el('p', { class: 'muted' });
  const pendingOut = el('output', { class: 'stat-value' });
  const placedOut = el('output', { class: 'stat-value' });
  const chipRow = el('div', { class: 'table-chips', role: 'radiogroup', 'aria-label': t('tableChip') });
  for (const value of chipValues.filter((amount) => amount >= minBet && amount <= maxBet)) {
    const button = el('button', { type: 'button', class: 'table-chip', role: 'radio' }, money(value));
    button.addEventListener('click', () => {
      chip = value;
      paint();
    });
    button.dataset.value = value.toString();
    chipRow.append(button);
  }
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
    view.paintTotals(totals, mine);
    pendingOut.textContent = money(sum(pending));
    placedOut.textContent = money(sum(placed));
    for (const button of chipRow.querySelectorAll('button'))
      button.setAttribute('aria-checked', String(button.dataset.value === chip.toString()));
    placeButton.disabled = state?.phase !== 'betting' || pending.size === 0;
  }

  const table = connectTable(session.game.slug, deps.token, {
    onConnection(isOpen) {
      if (!isOpen) phaseOut.textContent = t('tableConnecting');
    },
    onState(next) {
      if (next.roundId !== state?.roundId) {
        placed.clear();
        if (next.phase === 'betting') view.reset();
        // Joined while the hands are played: the common deal is shown, without a hand of our own.
        if (next.phase === 'deciding' && next.deal) view.showDeal?.(next.deal, false);
      }
      state = next;
      totals = next.totals;
      clockOffsetMs = Date.parse(next.serverTime) - Date.now();
      const phaseKeys = {
        idle: 'tableConnecting',
        betting: 'tableBetsOpen',
        deciding: 'tableDecide',
        drawing: 'tableNoMoreBets',
        pause: 'tableNextRound',
      } as const;
      phaseOut.textContent = t(phaseKeys[next.phase], { seconds: '' });
      playersOut.textContent = t('tablePlayers', { count: String(next.players) });
      if (next.phase === 'betting') fairness.showHash(next.serverSeedHash);
      paint();
      tick();
    },
    onBets(nextTotals, players) {
      totals = nextTotals;
      playersOut.textContent = t('tablePlayers', { count: String(players) });
      paint();
    },
    onDeal(deal) {
      view.showDeal?.(deal, placed.size > 0);
    },
    onResult(result) {
      animation = view.animate(result.outcome).then(() => {
        const { text, className } = view.describe(result.outcome);
        strip.prepend(el('li', { class: className }, text));
        while (strip.children.length > 12) strip.lastElementChild!.remove();
        void fairness.showResult(result);
      });
    },
    onSettled(bet: SettledBet) {
      void animation.then(() => showSettled(bet));
    },
  });

  function showError(error: unknown) {
    const code = error instanceof TableError ? error.code : '';
    say(t(errorKeys[code] ?? 'errorGeneric'), 'is-error');
    const data = error instanceof TableError ? (error.data as { balance?: string } | null) : null;
    if (data?.balance) setBalance(data.balance);
  }

  function showSettled(bet: SettledBet) {
    setBalance(bet.balance);
    const payout = BigInt(bet.payout);
    if (payout > 0n) {
      sound.win();
      say(t('win', { amount: money(payout) }), 'is-win');
    } else {
      sound.lose();
      say(t('lose'));
    }
    if (bet.status === 'win_pending') message.textContent += ` · ${t('pending')}`;
    tellParentBalanceChanged(session.mode);
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
    const until =
      state?.phase === 'betting' ? state.closesAt : state?.phase === 'deciding' ? state.decidesUntil : null;
    const closesAt = until ? Date.parse(until) : null;
    const bar = countdown.firstElementChild as HTMLElement;
    if (closesAt === null) {
      bar.style.width = '0%';
      return;
    }
    const left = Math.max(0, closesAt - (Date.now() + clockOffsetMs));
    bar.style.width = `${Math.min(100, left / 150)}%`;
    const seconds = String(Math.ceil(left / 1000));
    phaseOut.textContent =
      state!.phase === 'deciding' ? t('tableDecide', { seconds }) : t('tableBetsCloseIn', { seconds });
  }
  setInterval(tick, 200);

  const links = el('nav', { class: 'links' });
  if (session.homeUrl)
    links.append(el('a', { href: session.homeUrl, target: '_top', rel: 'noopener' }, t('home')));
  if (session.cashierUrl)
    links.append(el('a', { href: session.cashierUrl, target: '_top', rel: 'noopener' }, t('deposit')));
  const help = el(
    'section',
    { class: 'panel' },
    view.help(),
    el('p', {}, t('rulesTable')),
    el('p', {}, t('limits', { min: money(minBet), max: money(maxBet) })),
  );

  document.getElementById('app')!.replaceChildren(
    el(
      'header',
      { class: 'topbar' },
      el('h1', {}, session.game.title),
      el('span', { class: `badge ${session.mode}` }, t(session.mode === 'fun' ? 'funMode' : 'realMode')),
      el('div', { class: 'balance' }, el('span', {}, t('balance')), balanceOut),
      muteButton,
    ),
    el(
      'div',
      { class: 'layout' },
      el('div', { class: 'table-main' }, view.stage, countdown, phaseOut, strip, view.board),
      el(
        'div',
        { class: 'sidebar' },
        playersOut,
        chipRow,
        el(
          'div',
          { class: 'stats' },
          el('div', { class: 'stat' }, el('span', {}, t('tablePending')), pendingOut),
          el('div', { class: 'stat' }, el('span', {}, t('tableYourBets')), placedOut),
        ),
        // On a phone the board is long: the buttons stay at the bottom of the screen while chips go down.
        el('div', { class: 'table-actions' }, clearButton, placeButton),
        message,
        links,
      ),
    ),
    el('div', { class: 'table-panels' }, fairness.element, help),
  );
  paint();
}
