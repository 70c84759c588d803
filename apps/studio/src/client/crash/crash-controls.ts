import type { PublicCrashRound } from '../../crash/crash-messages';
import { el } from '../dom';
import type { Formats } from '../format';
import type { Translate } from '../i18n';

/**
 * The crash page's bet controls: stake (half, double), automatic cash-out, the one action button
 * (bet in the window, cash out while the bet rides), the message line and the player's target.
 */

type ControlFormats = Pick<Formats, 'money' | 'amountInput' | 'parseAmount' | 'decimal'>;

export interface CrashControlsDeps {
  t: Translate;
  formats: ControlFormats;
  minBet: bigint;
  maxBet: bigint;
  canBet: boolean;
  /** Sends a bet; false when the socket is not open. */
  sendBet(stake: bigint, autoCashOut: string | null): boolean;
  sendCashOut(): boolean;
}

/** '1,5' or '1.50' as the socket takes it; undefined when it is not a multiplier from 1.01. */
export function readAutoCashOut(text: string): string | null | undefined {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(clean) && Number(clean) >= 1.01 ? clean : undefined;
}

function stakeFields(deps: CrashControlsDeps) {
  const { t, formats, minBet, maxBet } = deps;
  const stakeInput = el('input', {
    type: 'text',
    inputmode: 'decimal',
    class: 'field',
    value: formats.amountInput(minBet > 100n ? minBet : 100n),
    'aria-label': t('bet'),
  });
  const adjust = (factor: 'half' | 'double') => {
    const current = formats.parseAmount(stakeInput.value) ?? minBet;
    const next = factor === 'half' ? current / 2n : current * 2n;
    stakeInput.value = formats.amountInput(next < minBet ? minBet : next > maxBet ? maxBet : next);
  };
  const halfButton = el('button', { type: 'button', class: 'chip' }, t('half'));
  const doubleButton = el('button', { type: 'button', class: 'chip' }, t('double'));
  halfButton.addEventListener('click', () => adjust('half'));
  doubleButton.addEventListener('click', () => adjust('double'));
  const row = el(
    'div',
    { class: 'bet-row' },
    el('label', { class: 'control' }, el('span', {}, t('bet')), stakeInput),
    halfButton,
    doubleButton,
  );
  return { stakeInput, row };
}

export function crashControls(deps: CrashControlsDeps) {
  const { t, formats, minBet, maxBet } = deps;
  const { stakeInput, row } = stakeFields(deps);
  const autoInput = el('input', {
    type: 'text',
    inputmode: 'decimal',
    class: 'field',
    placeholder: formats.decimal(200),
    'aria-label': t('crashAutoCashOut'),
  });
  const actionButton = el(
    'button',
    { type: 'button', class: 'play-button crash-action', 'data-testid': 'crash-action' },
    t('crashPlaceBet'),
  );
  const message = el('p', { class: 'message', role: 'status', 'data-testid': 'crash-message' });
  const target = el('p', { class: 'muted crash-target', 'data-testid': 'crash-target', hidden: '' });
  const say = (text: string, className = '') => {
    message.textContent = text;
    message.className = `message ${className}`;
  };

  function act() {
    if (actionButton.dataset.action === 'cashout') {
      if (!deps.sendCashOut()) say(t('errorUnavailable'), 'is-error');
      return;
    }
    const stake = formats.parseAmount(stakeInput.value);
    const autoCashOut = readAutoCashOut(autoInput.value);
    autoInput.classList.toggle('invalid', autoCashOut === undefined);
    if (stake === null || stake < minBet || stake > maxBet || autoCashOut === undefined)
      return say(t('errorAmount'), 'is-error');
    if (!deps.sendBet(stake, autoCashOut)) say(t('errorUnavailable'), 'is-error');
  }
  actionButton.addEventListener('click', act);

  /** The button as the round and the player's bet stand; the target line while the bet rides. */
  function paint(round: PublicCrashRound | null, myStake: bigint | null) {
    const mine = round?.bets.find((bet) => bet.isMine);
    const isRiding = !!mine && mine.cashedOutAt === null && round?.phase !== 'crashed';
    target.hidden = !(isRiding && mine.autoCashOut != null);
    if (!target.hidden)
      target.textContent = t('crashAutoSet', { multiplier: formats.decimal(mine!.autoCashOut!) });
    if (round?.phase === 'running' && isRiding && myStake !== null) {
      const amount = (myStake * BigInt(round.multiplier)) / 100n;
      actionButton.textContent = t('crashCashOut', { amount: formats.money(amount) });
      actionButton.disabled = false;
      actionButton.dataset.action = 'cashout';
      return;
    }
    const canBet = round?.phase === 'betting' && !mine;
    actionButton.textContent = canBet ? t('crashPlaceBet') : t('crashWaitNext');
    actionButton.disabled = !canBet || !deps.canBet;
    actionButton.dataset.action = 'bet';
  }

  /** In the page's sidebar, in this order. */
  const nodes = [
    row,
    el('label', { class: 'control' }, el('span', {}, t('crashAutoCashOut')), autoInput),
    el(
      'p',
      { class: 'muted limits' },
      `${t('limits', { min: formats.money(minBet), max: formats.money(maxBet) })} · ${t('crashAutoHint')}`,
    ),
    actionButton,
    target,
    message,
  ];
  return { nodes, act, say, paint };
}
