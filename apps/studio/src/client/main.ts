import './styles.css';
import { ApiError, createApi, type RoundData, type SessionData } from './api';
import { createMuteButton, el, tellParentBalanceChanged } from './dom';
import { followOwedWin } from './owed-win';
import { casinoLinks, topBar } from './page-parts';
import { createFormats, playerLocale, type Formats } from './format';
import { loadTranslator, pickLanguage, type TextKey, type Translate } from './i18n';
import { createSound } from './sound';
import { fairnessPanel } from './fairness-panel';
import { gameTabs } from './game-tabs';
import { historyPanel } from './history-panel';
import { fairnessPageUrl } from '@casino/fair/verify/fragment';
import { diceView } from './views/dice-view';
import { hiloView } from './views/hilo-view';
import { kenoView } from './views/keno-view';
import type { GameView, ViewDeps } from './views/game-view';
import { limboView } from './views/limbo-view';
import { minesView } from './views/mines-view';
import { plinkoView } from './views/plinko-view';
import { slotView } from './views/slot-view';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';
import { startTable, tableViews } from './tables/table-page';
import { startCrash } from './crash/crash-page';
import { grantedSpinsNote } from './granted-spins';
import { limitRefusalKeys, namedLimitText } from './limit-refusals';

/** The game page: one shell (balance, bet, history, fairness, help) around the game's own view. */
const query = new URLSearchParams(location.search);
// The token reaches the page in its URL; it is kept for this tab only (a reload still works) and then
// dropped from the address bar and the browser's history.
const storageKey = `nova-studio-token:${document.body.dataset.game ?? ''}`;
const token = query.get('launch') ?? sessionStorage.getItem(storageKey) ?? '';
sessionStorage.setItem(storageKey, token);
const language = pickLanguage(query.get('lang'));
// The launch names the player's region (their country) so dates and amounts read as at home.
const region = query.get('region');
const locale = playerLocale(language, region, navigator.languages);
const t = await loadTranslator(language);
const api = createApi(token);
const sound = createSound();
const views: Record<string, (deps: ViewDeps) => GameView> = {
  dice: diceView,
  limbo: limboView,
  plinko: plinkoView,
  keno: kenoView,
  mines: minesView,
  hilo: hiloView,
  ...Object.fromEntries(slotTitles.map((title) => [title.slug, slotView(title)])),
};
document.documentElement.lang = language;

const errorKeys: Record<string, TextKey> = {
  game_session_invalid: 'errorSession',
  session_expired: 'errorSession',
  insufficient_funds: 'errorFunds',
  bonus_max_bet_exceeded: 'errorBonusMaxBet',
  ...limitRefusalKeys,
  amount_out_of_range: 'errorAmount',
  validation_error: 'errorAmount',
  provider_unavailable: 'errorUnavailable',
  round_closed: 'errorRoundClosed',
  free_rounds_used_up: 'grantedSpinsOver',
  free_round_not_granted: 'grantedSpinsOver',
};
const errorText = (error: unknown, money?: (minor: string) => string) =>
  (error instanceof ApiError && money ? namedLimitText(t, error, money) : null) ??
  t(errorKeys[error instanceof ApiError ? error.code : ''] ?? 'errorGeneric');

function defaultStake(minBet: bigint, maxBet: bigint, step: bigint) {
  const wanted = 100n - (100n % step);
  return wanted < minBet ? minBet : wanted > maxBet ? maxBet : wanted;
}

/** The stake: typed in the currency's format, halved or doubled within the game's limits and step. */
function stakeField(
  t: Translate,
  formats: Formats,
  limits: { minBet: bigint; maxBet: bigint; step: bigint },
) {
  const { minBet, maxBet, step } = limits;
  const input = el('input', {
    type: 'text',
    inputmode: 'decimal',
    class: 'field stake-field',
    value: formats.amountInput(defaultStake(minBet, maxBet, step)),
    'aria-label': t('bet'),
  });
  const adjust = (factor: 'half' | 'double') => {
    const current = formats.parseAmount(input.value) ?? minBet;
    let next = factor === 'half' ? current / 2n : current * 2n;
    next -= next % step;
    input.value = formats.amountInput(next < minBet ? minBet : next > maxBet ? maxBet : next);
  };
  const buttons = (['half', 'double'] as const).map((factor) => {
    const button = el('button', { type: 'button', class: 'chip' }, t(factor));
    button.addEventListener('click', () => adjust(factor));
    return button;
  });
  return { input, buttons };
}

/** The tabs under the game: the player's rounds, the seeds (fairness) and the rules. */
function gamePanels(session: SessionData, view: GameView, formats: Formats) {
  const { money } = formats;
  // The platform's fairness page checks a round too, with the seeds in the URL fragment only.
  const history = historyPanel({
    t,
    money,
    time: formats.time,
    api,
    describe: view.describe,
    fairnessUrl: fairnessPageUrl(session.homeUrl),
  });
  const fairness = fairnessPanel({ t, api, seed: session.seed, onRotated: () => void history.reload() });
  const help = el(
    'section',
    { class: 'panel' },
    view.help(),
    el('p', {}, t('rtp', { rtp: formats.percent(session.game.rtp) })),
    el(
      'p',
      {},
      t('limits', { min: money(BigInt(session.game.minBet)), max: money(BigInt(session.game.maxBet)) }),
    ),
    el('p', {}, t('maxWin', { max: money(session.game.maxWin) })),
    el('p', { class: 'muted' }, t('rulesFair')),
  );
  return {
    history,
    fairness,
    ...gameTabs(t, { history: history.element, fairness: fairness.element, help }),
  };
}

/** A finished round's line (its sound played): the win or the loss, and a win still owed or held. */
function roundText(round: RoundData, money: Formats['money']): [string, string] {
  const payout = BigInt(round.payout);
  const notes = [round.isPending ? t('pending') : null, round.isHeld ? t('held') : null].filter(Boolean);
  const suffix = notes.map((note) => ` · ${note}`).join('');
  if (payout > 0n) {
    sound.win();
    return [t('win', { amount: money(payout) }) + suffix, 'is-win'];
  }
  sound.lose();
  return [t('lose') + suffix, ''];
}

type FreeRoundsGrant = NonNullable<SessionData['freeRounds']>;

/**
 * Free spins the casino granted on this slot: played first, at the grant's bet, costing nothing. While
 * any are left the stake is the grant's and cannot be changed; `show` follows the count.
 */
function grantedSpins(session: SessionData, view: GameView, formats: Formats, stakeInput: HTMLInputElement) {
  let grant: FreeRoundsGrant | null =
    session.freeRounds && session.freeRounds.roundsLeft > 0 && !view.playRound
      ? { ...session.freeRounds }
      : null;
  const grantOut = el('p', { class: 'granted-spins', role: 'status', 'data-testid': 'studio-free-spins' });
  const grantNote = el('p', { class: 'muted granted-spins-note' });
  function show() {
    if (grant && grant.roundsLeft > 0) {
      grantOut.textContent = t('grantedSpinsLeft', { count: String(grant.roundsLeft) });
      grantNote.textContent = grantedSpinsNote(
        t,
        formats.money(BigInt(grant.betAmount)),
        grant.bonusWagering,
      );
      stakeInput.value = formats.amountInput(BigInt(grant.betAmount));
      stakeInput.disabled = true;
    } else {
      grant = null;
      grantOut.textContent = '';
      grantNote.textContent = '';
      stakeInput.disabled = false;
    }
    grantOut.hidden = grantNote.hidden = !grant;
  }
  return { elements: [grantOut, grantNote], current: () => grant, show };
}

/** The single-shot shell: what it shows and the state its rounds change. */
interface Shell {
  session: SessionData;
  view: GameView;
  formats: Formats;
  minBet: bigint;
  maxBet: bigint;
  stakeInput: HTMLInputElement;
  balanceOut: HTMLElement;
  playButton: HTMLButtonElement;
  message: HTMLElement;
  granted: ReturnType<typeof grantedSpins>;
  panels: ReturnType<typeof gamePanels>;
  balance: bigint;
  isBusy: boolean;
}

function showMessage(shell: Shell, text: string, className = '') {
  shell.message.textContent = text;
  shell.message.className = className ? `message ${className}` : 'message';
}

function showBalance(shell: Shell, balance: bigint) {
  shell.balance = balance;
  shell.balanceOut.textContent = shell.formats.money(balance);
}

function setBusy(shell: Shell, isBusy: boolean) {
  shell.isBusy = isBusy;
  shell.playButton.disabled = isBusy;
}

type RoundParams = ReturnType<GameView['params']>;

function isStakeAllowed(shell: Shell, stake: bigint | null, params: RoundParams) {
  const { minBet, maxBet, view } = shell;
  return stake !== null && stake >= minBet && stake <= maxBet && stake % view.stakeStep === 0n && !!params;
}

/** With isResume, only a multi-step round left open is picked up (no new bet). */
async function play(shell: Shell, isResume = false) {
  if (shell.isBusy) return;
  const grant = shell.granted.current();
  if (grant && !isResume) return playGranted(shell, grant);
  const { view, formats } = shell;
  const bet = formats.parseAmount(shell.stakeInput.value);
  const params = view.params();
  // A slot's bonus buy costs a multiple of the bet the player entered.
  const stake = bet !== null && view.costOf ? view.costOf(bet) : bet;
  if (!isResume && !isStakeAllowed(shell, stake, params)) {
    showMessage(shell, t('errorAmount'), 'is-error');
    return;
  }
  setBusy(shell, true);
  showMessage(shell, '');
  try {
    await playRound(shell, { stake, params, isResume });
  } catch (error) {
    showMessage(shell, errorText(error, formats.money), 'is-error');
    if (error instanceof ApiError && error.code === 'insufficient_funds') {
      const data = error.data as { balance?: string } | null;
      if (data?.balance) showBalance(shell, BigInt(data.balance));
    }
  } finally {
    setBusy(shell, false);
  }
}

/** One round, in the game's own view for multi-step games, else sent and then animated. */
async function playRound(
  shell: Shell,
  round: { stake: bigint | null; params: RoundParams; isResume: boolean },
) {
  const { view } = shell;
  const { stake, params, isResume } = round;
  // The stake has left the balance; the win lands after the animation, as the player sees it.
  const onBet = () => showBalance(shell, shell.balance - stake!);
  if (view.playRound) {
    // Multi-step games play the round in their own view (moves, cash out) and hand it back once it ended.
    const newBet = isResume ? null : { stake: stake!.toString(), params: params! };
    const ended = await view.playRound(newBet, { api, onBet });
    if (ended) finish(shell, ended);
  } else {
    const { round: played } = await api.play(stake!.toString(), params!);
    onBet();
    await view.animate(played);
    finish(shell, played);
  }
}

/** One granted free spin: the bet sent is the grant's, no bonus buy, and the balance only takes the win. */
async function playGranted(shell: Shell, current: FreeRoundsGrant) {
  setBusy(shell, true);
  showMessage(shell, '');
  try {
    const params = { ...(shell.view.params() ?? {}) };
    if ('bonusBuy' in params) params.bonusBuy = false;
    const { round } = await api.play(current.betAmount, params, current.grantId);
    current.roundsLeft -= 1;
    await shell.view.animate(round);
    finish(shell, round);
  } catch (error) {
    showMessage(shell, errorText(error), 'is-error');
    // The grant ended (used up elsewhere, expired): back to paid play.
    if (
      error instanceof ApiError &&
      (error.code === 'free_rounds_used_up' || error.code === 'free_round_not_granted')
    )
      current.roundsLeft = 0;
  } finally {
    shell.granted.show();
    setBusy(shell, false);
  }
}

function finish(shell: Shell, round: RoundData) {
  showBalance(shell, round.balanceAfter !== null ? BigInt(round.balanceAfter) : shell.balance);
  const [text, className] = roundText(round, shell.formats.money);
  showMessage(shell, text, className);
  shell.panels.history.add(round);
  shell.panels.fairness.advance();
  tellParentBalanceChanged(shell.session.mode);
  if (round.isPending)
    followOwedWin(api.session, shell.balance.toString(), (paid) => {
      showBalance(shell, BigInt(paid));
      tellParentBalanceChanged(shell.session.mode);
    });
}

/** The page: the top bar, the game's stage beside the bet and play controls, the tabs under them. */
function shellLayout(shell: Shell, stakeButtons: HTMLElement[]) {
  const { session, view, formats, minBet, maxBet } = shell;
  const muteButton = createMuteButton(sound, { mute: t('mute'), unmute: t('unmute') });
  return [
    topBar(session, t, shell.balanceOut, muteButton),
    el(
      'div',
      { class: 'layout' },
      view.stage,
      el(
        'div',
        { class: 'sidebar' },
        view.controls,
        el(
          'div',
          { class: 'bet-row' },
          el('label', { class: 'control' }, el('span', {}, t('bet')), shell.stakeInput),
          ...stakeButtons,
        ),
        el(
          'p',
          { class: 'muted limits' },
          t('limits', { min: formats.money(minBet), max: formats.money(maxBet) }),
        ),
        ...shell.granted.elements,
        shell.playButton,
        shell.message,
        casinoLinks(session, t),
      ),
    ),
    shell.panels.tabBar,
    shell.panels.panelHost,
  ];
}

function start(session: SessionData) {
  const root = document.getElementById('app')!;
  const formats = createFormats(locale, session.currency);
  const view = views[session.game.slug]!({ t, sound, money: formats.money, api, language, formats });
  const balance = BigInt(session.balance);
  const minBet = BigInt(session.game.minBet);
  const maxBet = BigInt(session.game.maxBet);
  const stake = stakeField(t, formats, { minBet, maxBet, step: view.stakeStep });
  const shell: Shell = {
    session,
    view,
    formats,
    minBet,
    maxBet,
    stakeInput: stake.input,
    balanceOut: el(
      'output',
      { class: 'balance-value', 'data-testid': 'studio-balance' },
      formats.money(balance),
    ),
    playButton: el(
      'button',
      { type: 'button', class: 'play-button', 'data-testid': 'studio-play' },
      t(view.playLabel),
    ),
    message: el('p', { class: 'message', role: 'status', 'data-testid': 'studio-message' }),
    granted: grantedSpins(session, view, formats, stake.input),
    panels: gamePanels(session, view, formats),
    balance,
    isBusy: false,
  };
  shell.playButton.addEventListener('click', () => void play(shell));
  // A multi-step round left open (a reload, another tab) comes back first.
  if (view.playRound) void play(shell, true);
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      void play(shell);
    }
  });
  root.replaceChildren(...shellLayout(shell, stake.buttons));
  shell.granted.show();
}

history.replaceState(
  null,
  '',
  `${location.pathname}?${new URLSearchParams({ lang: language, ...(region ? { region } : {}) })}`,
);
api
  .session()
  .then((session) => {
    // Shared-round games have their own page flow instead of the single-shot shell.
    if (session.game.slug === 'crash') return startCrash(session, { t, language, locale, sound, token });
    return tableViews[session.game.slug]
      ? startTable(session, { t, language, locale, sound, token })
      : start(session);
  })
  .catch((error: unknown) => {
    document
      .getElementById('app')!
      .replaceChildren(el('p', { class: 'message is-error fatal' }, errorText(error)));
  });
