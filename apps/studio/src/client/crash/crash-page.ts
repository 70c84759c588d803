import type { CrashHistoryRound, PublicCrashRound, ServerMessage } from '../../crash/crash-messages';
import { callStudio, studioApi, type SessionData } from '../api';
import { createMuteButton, el, tellParentBalanceChanged } from '../dom';
import { createFormats } from '../format';
import { sha256Hex } from '../verify';
import type { Language, TextKey, Translate } from '../i18n';
import type { Sound } from '../sound';
import { crashView } from '../views/crash-view';
import { connectCrash } from './crash-socket';
import { limitRefusalKeys } from '../limit-refusals';

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

export function startCrash(
  session: SessionData,
  deps: { t: Translate; language: Language; locale: string; sound: Sound; token: string },
) {
  const { t, sound } = deps;
  const { money, amountInput, parseAmount, decimal } = createFormats(deps.locale, session.currency);
  const minBet = BigInt(session.game.minBet);
  const maxBet = BigInt(session.game.maxBet);
  let balance = BigInt(session.balance);
  let round: PublicCrashRound | null = null;
  let myStake: bigint | null = null;
  let clockOffsetMs = 0;
  const view = crashView(decimal);

  const balanceOut = el(
    'output',
    { class: 'balance-value', 'data-testid': 'studio-balance' },
    money(balance),
  );
  const setBalance = (minor: string | null) => {
    if (minor === null) return;
    balance = BigInt(minor);
    balanceOut.textContent = money(balance);
    tellParentBalanceChanged(session.mode);
  };
  const muteButton = createMuteButton(sound, { mute: t('mute'), unmute: t('unmute') });

  const message = el('p', { class: 'message', role: 'status', 'data-testid': 'crash-message' });
  const say = (text: string, className = '') => {
    message.textContent = text;
    message.className = `message ${className}`;
  };
  const stakeInput = el('input', {
    type: 'text',
    inputmode: 'decimal',
    class: 'field',
    value: amountInput(minBet > 100n ? minBet : 100n),
    'aria-label': t('bet'),
  });
  const autoInput = el('input', {
    type: 'text',
    inputmode: 'decimal',
    class: 'field',
    placeholder: decimal(200),
    'aria-label': t('crashAutoCashOut'),
  });
  const actionButton = el(
    'button',
    { type: 'button', class: 'play-button crash-action', 'data-testid': 'crash-action' },
    t('crashPlaceBet'),
  );
  const adjust = (factor: 'half' | 'double') => {
    const current = parseAmount(stakeInput.value) ?? minBet;
    const next = factor === 'half' ? current / 2n : current * 2n;
    stakeInput.value = amountInput(next < minBet ? minBet : next > maxBet ? maxBet : next);
  };
  const halfButton = el('button', { type: 'button', class: 'chip' }, t('half'));
  const doubleButton = el('button', { type: 'button', class: 'chip' }, t('double'));
  halfButton.addEventListener('click', () => adjust('half'));
  doubleButton.addEventListener('click', () => adjust('double'));

  const playersList = el('ul', { class: 'crash-players' });
  const historyList = el('ol', { class: 'crash-history' });
  const chainCheck = el('p', { class: 'muted' });
  const fairness = el('dl', { class: 'crash-fairness' });

  function paintAction() {
    const isMine = round?.bets.find((bet) => bet.isMine);
    if (round?.phase === 'running' && isMine && isMine.cashedOutAt === null && myStake !== null) {
      const amount = (myStake * BigInt(round.multiplier)) / 100n;
      actionButton.textContent = t('crashCashOut', { amount: money(amount) });
      actionButton.disabled = false;
      actionButton.dataset.action = 'cashout';
    } else {
      actionButton.textContent =
        round?.phase === 'betting' && !isMine ? t('crashPlaceBet') : t('crashWaitNext');
      actionButton.disabled = !(round?.phase === 'betting' && !isMine) || !deps.token;
      actionButton.dataset.action = 'bet';
    }
  }

  function paintPlayers() {
    playersList.replaceChildren(
      ...(round?.bets ?? []).map((bet) =>
        el(
          'li',
          {
            class: `${bet.isMine ? 'is-mine' : ''} ${bet.cashedOutAt !== null ? 'is-win' : round?.phase === 'crashed' ? 'is-lose' : ''}`,
          },
          el('span', {}, bet.name),
          el('span', {}, money(bet.stake)),
          el('span', {}, bet.cashedOutAt !== null ? `${decimal(bet.cashedOutAt)}×` : '—'),
          el('span', {}, bet.payout !== null ? money(bet.payout) : ''),
        ),
      ),
    );
    if ((round?.bets ?? []).length === 0) playersList.append(el('li', { class: 'muted' }, t('crashNoBets')));
  }

  function paintFairness() {
    if (!round) return;
    fairness.replaceChildren(
      el('dt', {}, t('crashTerminatingHash')),
      el('dd', { class: 'hash' }, round.terminatingHash),
      el('dt', {}, t('crashSalt')),
      el('dd', { class: 'hash' }, round.salt),
      el('dt', {}, t('crashPreviousHash')),
      el('dd', { class: 'hash' }, round.previousHash),
    );
  }

  /** Each revealed hash must hash to the one of the round before it: checked here, in the browser. */
  async function checkChain(rounds: CrashHistoryRound[]) {
    let isLinked = true;
    for (let i = 0; i + 1 < rounds.length; i += 1)
      if (
        rounds[i + 1]!.roundNumber === rounds[i]!.roundNumber - 1 &&
        (await sha256Hex(rounds[i]!.hash)) !== rounds[i + 1]!.hash
      )
        isLinked = false;
    chainCheck.textContent = isLinked ? `✓ ${t('crashChainChecked')}` : `✗ ${t('crashChainBroken')}`;
  }

  async function loadHistory() {
    const rounds = (await callStudio(studioApi.crashHistory, {}).catch(() => null))?.rounds ?? [];
    historyList.replaceChildren(
      ...rounds.map((past) =>
        el(
          'li',
          {
            class: past.crashPoint >= 200 ? 'is-high' : 'is-low',
            title: `#${past.roundNumber} ${past.hash}`,
          },
          el('strong', {}, past.status === 'cancelled' ? '—' : `${decimal(past.crashPoint)}×`),
          el('code', { class: 'hash' }, `${past.hash.slice(0, 10)}…`),
        ),
      ),
    );
    await checkChain(rounds);
  }

  function statusText() {
    if (!round) return t('crashConnecting');
    if (round.phase === 'betting') {
      const seconds = Math.max(
        0,
        Math.ceil((Date.parse(round.bettingEndsAt) - (Date.now() + clockOffsetMs)) / 1000),
      );
      return t('crashBetsOpen', { seconds: String(seconds) });
    }
    if (round.phase === 'crashed') return t('crashCrashedAt', { multiplier: decimal(round.multiplier) });
    return t('crashRunning');
  }
  setInterval(() => view.setStatus(statusText()), 250);

  function onState(next: PublicCrashRound, serverTime: string) {
    const wasPhase = round?.roundId === next.roundId ? round.phase : null;
    clockOffsetMs = Date.parse(serverTime) - Date.now();
    round = next;
    if (next.phase === 'betting' && wasPhase !== 'betting') myStake = null;
    if (next.phase === 'running' && wasPhase === 'betting') sound.start();
    view.update(next);
    paintAction();
    paintPlayers();
    paintFairness();
  }

  function onMessage(incoming: ServerMessage) {
    switch (incoming.type) {
      case 'state':
        return onState(incoming.round, incoming.serverTime);
      case 'tick':
        if (round?.roundId !== incoming.roundId) return;
        round = {
          ...round,
          phase: 'running',
          elapsedMs: incoming.elapsedMs,
          multiplier: incoming.multiplier,
        };
        view.update(round);
        return paintAction();
      case 'crash': {
        const wasIn = round?.bets.find((bet) => bet.isMine && bet.cashedOutAt === null);
        if (wasIn) {
          sound.lose();
          say(t('lose'));
        }
        return void loadHistory();
      }
      case 'bet_accepted':
        myStake = BigInt(incoming.stake);
        setBalance(incoming.balance);
        return say(t('crashBetPlaced', { amount: money(incoming.stake) }), '');
      case 'cashed_out':
        sound.win();
        return say(
          t('crashCashedOut', { multiplier: decimal(incoming.multiplier), amount: money(incoming.payout) }),
          'is-win',
        );
      case 'settled':
        return setBalance(incoming.balance);
      case 'error':
        sound.lose();
        return say(t(errorKeys[incoming.code] ?? 'errorGeneric'), 'is-error');
      default:
        return undefined;
    }
  }

  const socket = connectCrash(deps.token, {
    onMessage,
    onConnection: (isOpen) => {
      if (!isOpen) say(t('crashConnecting'), 'is-error');
      else say(deps.token ? '' : t('crashSpectating'));
    },
  });

  function act() {
    if (actionButton.dataset.action === 'cashout') {
      if (!socket.send({ type: 'cashout' })) say(t('errorUnavailable'), 'is-error');
      return;
    }
    const stake = parseAmount(stakeInput.value);
    const autoText = autoInput.value.trim().replace(',', '.');
    const isAutoValid =
      autoText === '' || (/^\d{1,7}(\.\d{1,2})?$/.test(autoText) && Number(autoText) >= 1.01);
    autoInput.classList.toggle('invalid', !isAutoValid);
    if (stake === null || stake < minBet || stake > maxBet || !isAutoValid)
      return say(t('errorAmount'), 'is-error');
    if (
      !socket.send({ type: 'bet', stake: stake.toString(), autoCashOut: autoText === '' ? null : autoText })
    )
      say(t('errorUnavailable'), 'is-error');
  }
  actionButton.addEventListener('click', act);
  document.addEventListener('keydown', (event) => {
    if (event.code === 'Space' && !(event.target instanceof HTMLInputElement)) {
      event.preventDefault();
      act();
    }
  });

  const links = el('nav', { class: 'links' });
  if (session.homeUrl)
    links.append(el('a', { href: session.homeUrl, target: '_top', rel: 'noopener' }, t('home')));
  if (session.cashierUrl)
    links.append(el('a', { href: session.cashierUrl, target: '_top', rel: 'noopener' }, t('deposit')));

  document
    .getElementById('app')!
    .replaceChildren(
      el(
        'header',
        { class: 'topbar' },
        el('h1', {}, session.game.title),
        el('span', { class: `badge ${session.mode}` }, t(session.mode === 'fun' ? 'funMode' : 'realMode')),
        el('div', { class: 'balance' }, el('span', {}, t('balance')), balanceOut),
        muteButton,
      ),
      el('section', { class: 'panel crash-strip', 'aria-label': t('crashLastRounds') }, historyList),
      el(
        'div',
        { class: 'layout' },
        view.stage,
        el(
          'div',
          { class: 'sidebar' },
          el(
            'div',
            { class: 'bet-row' },
            el('label', { class: 'control' }, el('span', {}, t('bet')), stakeInput),
            halfButton,
            doubleButton,
          ),
          el('label', { class: 'control' }, el('span', {}, t('crashAutoCashOut')), autoInput),
          el(
            'p',
            { class: 'muted limits' },
            `${t('limits', { min: money(minBet), max: money(maxBet) })} · ${t('crashAutoHint')}`,
          ),
          actionButton,
          message,
          links,
        ),
      ),
      el('section', { class: 'panel' }, el('h2', {}, t('crashPlayers')), playersList),
      el(
        'section',
        { class: 'panel' },
        el('h2', {}, t('fairness')),
        fairness,
        chainCheck,
        el('p', {}, t('rulesCrash')),
        el('p', { class: 'muted' }, t('rulesCrashFair')),
        el('p', {}, t('rtp', { rtp: session.game.rtp })),
      ),
    );
  paintAction();
  paintPlayers();
  void loadHistory();
}
