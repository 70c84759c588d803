import type { PublicCrashRound, ServerMessage } from '../../crash/crash-messages';
import type { SessionData } from '../api';
import { createMuteButton, el, tellParentBalanceChanged } from '../dom';
import { createFormats, type Formats } from '../format';
import { casinoLinks, topBar } from '../page-parts';
import type { Language, TextKey, Translate } from '../i18n';
import type { Sound } from '../sound';
import { crashView } from '../views/crash-view';
import { crashControls } from './crash-controls';
import { crashFairnessList, crashHistoryStrip, crashPlayersList } from './crash-panels';
import { connectCrash } from './crash-socket';
import { limitRefusalKeys, namedLimitText } from '../limit-refusals';

/**
 * The crash page: its own flow instead of the shell's single-shot play. Everyone watches the same
 * round over the socket; the player bets in the window before it starts and cashes out while it runs.
 */
const errorKeys: Record<string, TextKey> = {
  game_session_invalid: 'errorSession',
  insufficient_funds: 'errorFunds',
  bonus_max_bet_exceeded: 'errorBonusMaxBet',
  ...limitRefusalKeys,
  amount_out_of_range: 'errorAmount',
  validation_error: 'errorAmount',
  provider_unavailable: 'errorUnavailable',
  round_closed: 'crashTooLate',
  bet_not_found: 'crashTooLate',
};

interface CrashDeps {
  t: Translate;
  language: Language;
  locale: string;
  sound: Sound;
  token: string;
}

/** The balance shown in the top bar, told to the casino's page whenever it changes. */
function balanceOutput(session: SessionData, money: Formats['money']) {
  const output = el(
    'output',
    { class: 'balance-value', 'data-testid': 'studio-balance' },
    money(BigInt(session.balance)),
  );
  const set = (minor: string | null) => {
    if (minor === null) return;
    output.textContent = money(BigInt(minor));
    tellParentBalanceChanged(session.mode);
  };
  return { output, set };
}

/** The line under the stage: the betting countdown, the run, or where the round crashed. */
function statusText(
  t: Translate,
  decimal: Formats['decimal'],
  round: PublicCrashRound | null,
  offsetMs: number,
) {
  if (!round) return t('crashConnecting');
  if (round.phase === 'betting') {
    const seconds = Math.max(
      0,
      Math.ceil((Date.parse(round.bettingEndsAt) - (Date.now() + offsetMs)) / 1000),
    );
    return t('crashBetsOpen', { seconds: String(seconds) });
  }
  if (round.phase === 'crashed') return t('crashCrashedAt', { multiplier: decimal(round.multiplier) });
  return t('crashRunning');
}

/** Space bets or cashes out, as the button would, unless the player is typing in a field. */
function onSpaceKey(act: () => void) {
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      act();
    }
  });
}

export function startCrash(session: SessionData, deps: CrashDeps) {
  const { t, sound } = deps;
  const formats = createFormats(deps.locale, session.currency);
  const { money, decimal } = formats;
  let round: PublicCrashRound | null = null;
  let myStake: bigint | null = null;
  let clockOffsetMs = 0;
  const view = crashView(decimal);
  const balance = balanceOutput(session, money);
  const players = crashPlayersList(t, formats);
  const history = crashHistoryStrip(t, decimal);
  const fairness = crashFairnessList(t);
  const controls = crashControls({
    t,
    formats,
    minBet: BigInt(session.game.minBet),
    maxBet: BigInt(session.game.maxBet),
    canBet: !!deps.token,
    sendBet: (stake, autoCashOut) => socket.send({ type: 'bet', stake: stake.toString(), autoCashOut }),
    sendCashOut: () => socket.send({ type: 'cashout' }),
  });
  const paint = () => {
    if (round) view.update(round);
    controls.paint(round, myStake);
  };
  setInterval(() => view.setStatus(statusText(t, decimal, round, clockOffsetMs)), 250);

  function onState(next: PublicCrashRound, serverTime: string) {
    const wasPhase = round?.roundId === next.roundId ? round.phase : null;
    clockOffsetMs = Date.parse(serverTime) - Date.now();
    round = next;
    if (next.phase === 'betting' && wasPhase !== 'betting') myStake = null;
    if (next.phase === 'running' && wasPhase === 'betting') sound.start();
    paint();
    players.paint(next);
    fairness.paint(next);
  }

  const onMessage = crashMessageHandler({
    t,
    sound,
    formats,
    say: controls.say,
    onState,
    onTick(tick) {
      if (round?.roundId !== tick.roundId) return;
      round = { ...round, phase: 'running', elapsedMs: tick.elapsedMs, multiplier: tick.multiplier };
      paint();
    },
    isRiding: () => !!round?.bets.some((bet) => bet.isMine && bet.cashedOutAt === null),
    onCrash: () => void history.load(),
    onBetAccepted(stake, balanceAfter) {
      myStake = BigInt(stake);
      balance.set(balanceAfter);
    },
    setBalance: balance.set,
  });

  const socket = connectCrash(deps.token, {
    onMessage,
    onConnection: (isOpen) => {
      if (!isOpen) controls.say(t('crashConnecting'), 'is-error');
      else controls.say(deps.token ? '' : t('crashSpectating'));
    },
  });
  onSpaceKey(controls.act);

  const mute = createMuteButton(sound, { mute: t('mute'), unmute: t('unmute') });
  document.getElementById('app')!.replaceChildren(
    ...crashLayout(session, t, {
      balance: balance.output,
      mute,
      history,
      stage: view.stage,
      controls: controls.nodes,
      players: players.element,
      fairness: fairness.element,
      rtp: formats.percent(session.game.rtp),
    }),
  );
  controls.paint(round, myStake);
  void history.load();
}

/** The page's parts in place: top bar, last rounds, stage and controls, players, fairness and rules. */
function crashLayout(
  session: SessionData,
  t: Translate,
  parts: {
    balance: HTMLElement;
    mute: HTMLElement;
    history: { element: HTMLElement; chainCheck: HTMLElement };
    stage: HTMLElement;
    controls: Node[];
    players: HTMLElement;
    fairness: HTMLElement;
    rtp: string;
  },
) {
  return [
    topBar(session, t, parts.balance, parts.mute),
    el('section', { class: 'panel crash-strip', 'aria-label': t('crashLastRounds') }, parts.history.element),
    el(
      'div',
      { class: 'layout' },
      parts.stage,
      el('div', { class: 'sidebar' }, ...parts.controls, casinoLinks(session, t)),
    ),
    el('section', { class: 'panel' }, el('h2', {}, t('crashPlayers')), parts.players),
    el(
      'section',
      { class: 'panel' },
      el('h2', {}, t('fairness')),
      parts.fairness,
      parts.history.chainCheck,
      el('p', {}, t('rulesCrash')),
      el('p', { class: 'muted' }, t('rulesCrashFair')),
      el('p', {}, t('rtp', { rtp: parts.rtp })),
    ),
  ];
}

/** What each socket message does to the page: the sounds and the message line here, state to the page. */
function crashMessageHandler(page: {
  t: Translate;
  sound: Sound;
  formats: Formats;
  say: (text: string, className?: string) => void;
  onState(round: PublicCrashRound, serverTime: string): void;
  onTick(tick: Extract<ServerMessage, { type: 'tick' }>): void;
  isRiding(): boolean;
  onCrash(): void;
  onBetAccepted(stake: string, balance: string | null): void;
  setBalance(balance: string | null): void;
}) {
  const { t, sound, formats, say } = page;
  return (incoming: ServerMessage) => {
    switch (incoming.type) {
      case 'state':
        return page.onState(incoming.round, incoming.serverTime);
      case 'tick':
        return page.onTick(incoming);
      case 'crash':
        if (page.isRiding()) {
          sound.lose();
          say(t('lose'));
        }
        return page.onCrash();
      case 'bet_accepted':
        page.onBetAccepted(incoming.stake, incoming.balance);
        return say(t('crashBetPlaced', { amount: formats.money(incoming.stake) }), '');
      case 'cashed_out':
        sound.win();
        return say(
          t('crashCashedOut', {
            multiplier: formats.decimal(incoming.multiplier),
            amount: formats.money(incoming.payout),
          }),
          'is-win',
        );
      case 'settled':
        return page.setBalance(incoming.balance);
      case 'error':
        sound.lose();
        return say(
          namedLimitText(t, { code: incoming.code, data: incoming.data }, formats.money) ??
            t(errorKeys[incoming.code] ?? 'errorGeneric'),
          'is-error',
        );
      default:
        return undefined;
    }
  };
}
