import type { StepRoundData } from '../api';
import { el, svg, wait } from '../dom';
import {
  hiloMultiplier,
  rankOf,
  suitOf,
  winningRanks,
  type HiloOutcome,
} from '@casino/fair/games/hilo/hilo-math';
import type { GameView, ViewDeps } from './game-view';
import { playStepRound, multiplierText, type StepAction } from './step-round-play';

/** Hi-lo: one big card, higher / lower / skip with the odds of each, and the cards played so far. */
const rankLabels = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitGlyphs = ['♠', '♥', '♦', '♣'];

/** The winning-rank counts of the calls won so far, read from the cards and moves. */
function wonCounts(outcome: HiloOutcome, moves: unknown[]) {
  const counts: number[] = [];
  moves.forEach((move, index) => {
    if (move === 'skip' || index + 1 >= outcome.cards.length) return;
    counts.push(winningRanks(rankOf(outcome.cards[index]!), move as 'higher' | 'lower'));
  });
  return counts;
}

export function hiloView({ t, sound, money, formats }: ViewDeps): GameView {
  const times = (tenThousandths: number) => multiplierText(tenThousandths, formats.locale);
  const card = svg('svg', { viewBox: '0 0 160 224', class: 'hilo-card', role: 'img' });
  const face = svg('rect', { x: 4, y: 4, width: 152, height: 216, rx: 16, class: 'hilo-face' });
  const rankText = svg('text', { x: 80, y: 118, 'text-anchor': 'middle', class: 'hilo-rank' });
  const suitText = svg('text', { x: 80, y: 182, 'text-anchor': 'middle', class: 'hilo-suit' });
  card.append(face, rankText, suitText);
  const trail = el('div', { class: 'hilo-trail', 'aria-label': t('history') });

  const higherButton = el('button', { type: 'button', class: 'toggle hilo-call', disabled: '' });
  const lowerButton = el('button', { type: 'button', class: 'toggle hilo-call', disabled: '' });
  const skipButton = el('button', { type: 'button', class: 'chip', disabled: '' }, t('skip'));
  const cashOutButton = el(
    'button',
    { type: 'button', class: 'play-button cash-out', disabled: '' },
    t('cashOut'),
  );
  const multiplierOut = el('output', { class: 'stat-value' }, times(10_000));
  const note = el('p', { class: 'muted step-note', role: 'status' });

  let choose: ((action: StepAction) => void) | null = null;
  const act = (action: StepAction) => {
    const resolve = choose;
    choose = null;
    resolve?.(action);
  };
  higherButton.addEventListener('click', () => act({ kind: 'move', move: 'higher' }));
  lowerButton.addEventListener('click', () => act({ kind: 'move', move: 'lower' }));
  skipButton.addEventListener('click', () => act({ kind: 'move', move: 'skip' }));
  cashOutButton.addEventListener('click', () => act({ kind: 'cashout' }));
  // Arrow keys call higher or lower, as on the buttons (and only when the button is live).
  document.addEventListener('keydown', (event) => {
    const button = event.key === 'ArrowUp' ? higherButton : event.key === 'ArrowDown' ? lowerButton : null;
    if (!button || button.disabled || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    button.click();
  });

  function paintCard(index: number | null) {
    const isRed = index !== null && (suitOf(index) === 1 || suitOf(index) === 2);
    face.setAttribute('class', index === null ? 'hilo-face is-back' : 'hilo-face');
    rankText.textContent = index === null ? '?' : rankLabels[rankOf(index) - 1]!;
    suitText.textContent = index === null ? '' : suitGlyphs[suitOf(index)]!;
    for (const text of [rankText, suitText]) text.setAttribute('fill', isRed ? '#e11d48' : '#1e1b4b');
  }
  function paintCalls(round: StepRoundData | null) {
    const outcome = round?.outcome as unknown as HiloOutcome | undefined;
    const current = outcome?.cards[outcome.cards.length - 1];
    const isOpen = round?.isOpen === true && current !== undefined;
    for (const [button, call] of [
      [higherButton, 'higher'],
      [lowerButton, 'lower'],
    ] as const) {
      const label = t(call);
      if (!isOpen) {
        button.replaceChildren(el('span', {}, label));
        button.disabled = true;
        continue;
      }
      const winners = winningRanks(rankOf(current), call);
      const next = winners === 0 ? null : hiloMultiplier([...wonCounts(outcome!, round!.moves), winners]);
      button.replaceChildren(
        el('span', {}, label),
        el('small', {}, next === null ? '—' : `${formats.percent((winners / 13) * 100, 1)} · ${times(next)}`),
      );
      button.disabled = next === null;
    }
    skipButton.disabled = !isOpen;
    cashOutButton.disabled = !(round?.canCashOut ?? false);
  }
  paintCard(null);
  paintCalls(null);

  let shownCards = 0;
  async function show(round: StepRoundData) {
    const outcome = round.outcome as unknown as HiloOutcome;
    if (outcome.cards.length <= shownCards || round.moves.length === 0) {
      trail.replaceChildren();
      shownCards = 0;
    }
    for (const index of outcome.cards.slice(shownCards)) {
      card.classList.add('is-flipping');
      sound.tick();
      await wait(shownCards === 0 ? 60 : 160);
      paintCard(index);
      card.classList.remove('is-flipping');
      const isRed = suitOf(index) === 1 || suitOf(index) === 2;
      trail.append(
        el(
          'span',
          { class: `hilo-mini${isRed ? ' is-red' : ''}` },
          `${rankLabels[rankOf(index) - 1]}${suitGlyphs[suitOf(index)]}`,
        ),
      );
      shownCards += 1;
    }
    multiplierOut.textContent = times(outcome.multiplier);
    cashOutButton.textContent = round.canCashOut ? `${t('cashOut')} ${money(round.payout)}` : t('cashOut');
    note.textContent = round.isOpen ? t('roundOpen') : '';
    paintCalls(round);
  }

  return {
    stage: el(
      'div',
      { class: 'stage hilo-stage' },
      card,
      el('div', { class: 'hilo-calls' }, higherButton, lowerButton),
      el('div', { class: 'hilo-actions' }, skipButton, cashOutButton),
      note,
      trail,
    ),
    controls: el(
      'div',
      { class: 'game-controls' },
      el(
        'div',
        { class: 'stats' },
        el('div', { class: 'stat' }, el('span', {}, t('multiplier')), multiplierOut),
      ),
    ),
    playLabel: 'play',
    stakeStep: 1n,
    params: () => ({}),
    animate: async () => undefined,
    playRound: (bet, host) =>
      playStepRound(bet, host, {
        show,
        nextAction: () => new Promise<StepAction>((resolve) => (choose = resolve)),
        onRefused: () => (note.textContent = t('errorMove')),
      }),
    describe: (round) => {
      const outcome = round.outcome as unknown as HiloOutcome;
      const last = outcome.cards[outcome.cards.length - 1]!;
      return `${rankLabels[rankOf(last) - 1]}${suitGlyphs[suitOf(last)]} · ${outcome.cards.length - 1} · ${times(outcome.multiplier)}`;
    },
    help: () => el('div', {}, el('p', {}, t('rulesHilo')), el('p', {}, t('rulesStepEnd'))),
  };
}
