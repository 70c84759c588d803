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

const isRed = (index: number) => suitOf(index) === 1 || suitOf(index) === 2;
const cardName = (index: number) => `${rankLabels[rankOf(index) - 1]}${suitGlyphs[suitOf(index)]}`;

/** The big card and how to paint it: a card index face up, or null for its back. */
function hiloCard() {
  const card = svg('svg', { viewBox: '0 0 160 224', class: 'hilo-card', role: 'img' });
  const face = svg('rect', { x: 4, y: 4, width: 152, height: 216, rx: 16, class: 'hilo-face' });
  const rankText = svg('text', { x: 80, y: 118, 'text-anchor': 'middle', class: 'hilo-rank' });
  const suitText = svg('text', { x: 80, y: 182, 'text-anchor': 'middle', class: 'hilo-suit' });
  card.append(face, rankText, suitText);

  function paintCard(index: number | null) {
    const isRedCard = index !== null && isRed(index);
    face.setAttribute('class', index === null ? 'hilo-face is-back' : 'hilo-face');
    rankText.textContent = index === null ? '?' : rankLabels[rankOf(index) - 1]!;
    suitText.textContent = index === null ? '' : suitGlyphs[suitOf(index)]!;
    for (const text of [rankText, suitText]) text.setAttribute('fill', isRedCard ? '#e11d48' : '#1e1b4b');
  }
  return { card, paintCard };
}

/** A call button: its label, and its chance and multiplier while the call can win (otherwise disabled). */
function paintCall(button: HTMLButtonElement, label: string, odds: string | null | undefined) {
  if (odds === undefined) {
    button.replaceChildren(el('span', {}, label));
    button.disabled = true;
    return;
  }
  button.replaceChildren(el('span', {}, label), el('small', {}, odds ?? '—'));
  button.disabled = odds === null;
}

/** Arrow keys call higher or lower, as on the buttons (and only when the button is live). */
function bindArrowKeys(higherButton: HTMLButtonElement, lowerButton: HTMLButtonElement) {
  document.addEventListener('keydown', (event) => {
    const button = event.key === 'ArrowUp' ? higherButton : event.key === 'ArrowDown' ? lowerButton : null;
    if (!button || button.disabled || event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    button.click();
  });
}

/** The call, skip and cash-out buttons, each handing its action to `act`; arrow keys call too. */
function hiloButtons(t: ViewDeps['t'], act: (action: StepAction) => void) {
  const higherButton = el('button', { type: 'button', class: 'toggle hilo-call', disabled: '' });
  const lowerButton = el('button', { type: 'button', class: 'toggle hilo-call', disabled: '' });
  const skipButton = el('button', { type: 'button', class: 'chip', disabled: '' }, t('skip'));
  const cashOutButton = el(
    'button',
    { type: 'button', class: 'play-button cash-out', disabled: '' },
    t('cashOut'),
  );
  higherButton.addEventListener('click', () => act({ kind: 'move', move: 'higher' }));
  lowerButton.addEventListener('click', () => act({ kind: 'move', move: 'lower' }));
  skipButton.addEventListener('click', () => act({ kind: 'move', move: 'skip' }));
  cashOutButton.addEventListener('click', () => act({ kind: 'cashout' }));
  bindArrowKeys(higherButton, lowerButton);
  return { higherButton, lowerButton, skipButton, cashOutButton };
}

/** Where the parts sit: the card and its calls on the stage, the multiplier under the controls. */
function hiloLayout(
  t: ViewDeps['t'],
  parts: Record<
    | 'card'
    | 'trail'
    | 'note'
    | 'multiplierOut'
    | 'higherButton'
    | 'lowerButton'
    | 'skipButton'
    | 'cashOutButton',
    Element
  >,
) {
  const { card, trail, note, multiplierOut, higherButton, lowerButton, skipButton, cashOutButton } = parts;
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
  };
}

/** A round in the history: its last card, the calls made and the multiplier reached. */
function describeHilo(round: Pick<StepRoundData, 'outcome'>, times: (tenThousandths: number) => string) {
  const outcome = round.outcome as unknown as HiloOutcome;
  const last = outcome.cards[outcome.cards.length - 1]!;
  return `${cardName(last)} · ${outcome.cards.length - 1} · ${times(outcome.multiplier)}`;
}

export function hiloView({ t, sound, money, formats }: ViewDeps): GameView {
  const times = (tenThousandths: number) => multiplierText(tenThousandths, formats.locale);
  const { card, paintCard } = hiloCard();
  const trail = el('div', { class: 'hilo-trail', 'aria-label': t('history') });

  const { higherButton, lowerButton, skipButton, cashOutButton } = hiloButtons(t, (action) => act(action));
  const multiplierOut = el('output', { class: 'stat-value' }, times(10_000));
  const note = el('p', { class: 'muted step-note', role: 'status' });

  let choose: ((action: StepAction) => void) | null = null;
  const act = (action: StepAction) => {
    const resolve = choose;
    choose = null;
    resolve?.(action);
  };

  function paintCalls(round: StepRoundData | null) {
    const outcome = round?.outcome as unknown as HiloOutcome | undefined;
    const current = outcome?.cards[outcome.cards.length - 1];
    const isOpen = round?.isOpen === true && current !== undefined;
    const callOdds = (o: HiloOutcome, moves: unknown[], call: 'higher' | 'lower') => {
      const winners = winningRanks(rankOf(current!), call);
      const next = winners === 0 ? null : hiloMultiplier([...wonCounts(o, moves), winners]);
      return next === null ? null : `${formats.percent((winners / 13) * 100, 1)} · ${times(next)}`;
    };
    for (const [button, call] of [
      [higherButton, 'higher'],
      [lowerButton, 'lower'],
    ] as const) {
      paintCall(button, t(call), isOpen ? callOdds(outcome!, round!.moves, call) : undefined);
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
      trail.append(el('span', { class: `hilo-mini${isRed(index) ? ' is-red' : ''}` }, cardName(index)));
      shownCards += 1;
    }
    multiplierOut.textContent = times(outcome.multiplier);
    cashOutButton.textContent = round.canCashOut ? `${t('cashOut')} ${money(round.payout)}` : t('cashOut');
    note.textContent = round.isOpen ? t('roundOpen') : '';
    paintCalls(round);
  }

  return {
    ...hiloLayout(t, {
      card,
      trail,
      note,
      multiplierOut,
      higherButton,
      lowerButton,
      skipButton,
      cashOutButton,
    }),
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
    describe: (round) => describeHilo(round, times),
    help: () => el('div', {}, el('p', {}, t('rulesHilo')), el('p', {}, t('rulesStepEnd'))),
  };
}
