import type { RoundData } from '../api';
import { el, svg, wait } from '../dom';
import {
  kenoBoardSize,
  kenoMaxPicks,
  kenoMultiplier,
  type KenoOutcome,
} from '@casino/fair/games/keno/keno-math';
import { kenoRisks, kenoStatedRtp, type KenoRisk } from '@casino/fair/games/keno/keno-tables';
import type { GameView, ViewDeps } from './game-view';
import { toggleGroup } from './toggle-group';

/** Keno: a board of 40 numbers to pick from, the draw lighting them one by one, the paytable of the picks. */
const columns = 8;
const cell = 48;
const gap = 6;
const riskKeys = { low: 'riskLow', medium: 'riskMedium', high: 'riskHigh' } as const;

/** The 40 numbers as buttons (click, Enter or Space toggles one); `cells` finds a number's button. */
function kenoBoard(t: ViewDeps['t'], onToggle: (number: number) => void) {
  const rowsCount = kenoBoardSize / columns;
  const board = svg('svg', {
    viewBox: `0 0 ${columns * (cell + gap) - gap} ${rowsCount * (cell + gap) - gap}`,
    class: 'keno-board',
    role: 'group',
    'aria-label': t('pickNumbers'),
  });
  const cells = new Map<number, SVGElement>();
  for (let number = 1; number <= kenoBoardSize; number += 1) {
    const x = ((number - 1) % columns) * (cell + gap);
    const y = Math.floor((number - 1) / columns) * (cell + gap);
    const group = svg('g', {
      class: 'keno-cell',
      role: 'button',
      tabindex: '0',
      'aria-pressed': 'false',
      transform: `translate(${x} ${y})`,
    });
    const label = svg('text', { x: cell / 2, y: cell / 2 + 6, 'text-anchor': 'middle' });
    label.textContent = String(number);
    group.append(svg('rect', { width: cell, height: cell, rx: 10 }), label);
    group.addEventListener('click', () => onToggle(number));
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onToggle(number);
      }
    });
    cells.set(number, group);
    board.append(group);
  }
  return { board, cells };
}

/** The paytable of `picks` numbers at a risk: the multiplier for each number of hits. */
function paytable(t: ViewDeps['t'], formats: ViewDeps['formats'], risk: KenoRisk, picks: number) {
  if (picks === 0) return [el('span', { class: 'muted' }, t('pickNumbers'))];
  return Array.from({ length: picks + 1 }, (_, hits) =>
    el(
      'span',
      { class: 'keno-pay' },
      el('b', {}, String(hits)),
      `${formats.decimal(kenoMultiplier(risk, picks, hits))}×`,
    ),
  );
}

export function kenoView({ t, sound, formats }: ViewDeps): GameView {
  let risk: KenoRisk = 'medium';
  const picks = new Set<number>();
  let isDrawing = false;

  const { board, cells } = kenoBoard(t, (number) => togglePick(number));

  const countOut = el('output', { class: 'stat-value' });
  const paytableRow = el('div', { class: 'keno-paytable' });
  // Each table has its own return; the one in play is shown under its paytable.
  const rtpNote = el('p', { class: 'muted limits' });
  const riskButtons = toggleGroup(
    kenoRisks.map((value) => ({ value, label: t(riskKeys[value]) })),
    risk,
    (value) => {
      risk = value;
      paintPicks();
    },
  );
  const randomButton = el('button', { type: 'button', class: 'chip' }, t('autoPick'));
  const clearButton = el('button', { type: 'button', class: 'chip' }, t('clearPicks'));

  function paintPicks() {
    for (const [number, group] of cells) {
      group.classList.toggle('is-picked', picks.has(number));
      group.setAttribute('aria-pressed', String(picks.has(number)));
    }
    countOut.textContent = t('picks', { count: String(picks.size), max: String(kenoMaxPicks) });
    rtpNote.textContent =
      picks.size === 0 ? '' : t('rtp', { rtp: formats.percent(kenoStatedRtp[risk][picks.size - 1]!) });
    paytableRow.classList.remove('is-error');
    paytableRow.replaceChildren(...paytable(t, formats, risk, picks.size));
  }
  function clearDraw() {
    for (const group of cells.values()) group.classList.remove('is-drawn', 'is-hit');
  }
  function togglePick(number: number) {
    if (isDrawing) return;
    clearDraw();
    if (picks.has(number)) picks.delete(number);
    else if (picks.size < kenoMaxPicks) picks.add(number);
    paintPicks();
  }
  randomButton.addEventListener('click', () => {
    if (isDrawing) return;
    pickAtRandom(picks);
    clearDraw();
    paintPicks();
  });
  clearButton.addEventListener('click', () => {
    if (isDrawing) return;
    picks.clear();
    clearDraw();
    paintPicks();
  });
  paintPicks();

  return {
    stage: el('div', { class: 'stage keno-stage' }, board, paytableRow, rtpNote),
    controls: kenoControls(t, { riskButtons, countOut, randomButton, clearButton }),
    playLabel: 'play',
    stakeStep: 1n,
    params: () => {
      // No picks: the hint under the board says what is missing.
      paytableRow.classList.toggle('is-error', picks.size === 0);
      return picks.size > 0 ? { picks: [...picks].sort((a, b) => a - b), risk } : null;
    },
    async animate(round: RoundData) {
      isDrawing = true;
      clearDraw();
      await revealDraw(cells, round.outcome as unknown as KenoOutcome, sound);
      isDrawing = false;
    },
    describe: (round) => {
      const outcome = round.outcome as unknown as KenoOutcome;
      const picked = (round.params.picks as number[] | undefined)?.length ?? 0;
      return `${outcome.hits.length}/${picked} · ${formats.decimal(outcome.multiplier)}×`;
    },
    help: () => el('div', {}, el('p', {}, t('rulesKeno'))),
  };
}

/** Fills the picks (at least five) at random: only a convenience, the draw comes from the seeds. */
function pickAtRandom(picks: Set<number>) {
  const wanted = Math.max(picks.size, 5);
  picks.clear();
  const random = new Uint32Array(1);
  while (picks.size < wanted) picks.add(1 + (crypto.getRandomValues(random)[0]! % kenoBoardSize));
}

function kenoControls(
  t: ViewDeps['t'],
  parts: {
    riskButtons: HTMLElement[];
    countOut: HTMLElement;
    randomButton: HTMLElement;
    clearButton: HTMLElement;
  },
) {
  return el(
    'div',
    { class: 'game-controls' },
    el(
      'div',
      { class: 'control' },
      el('span', {}, t('risk')),
      el('div', { class: 'segmented three' }, ...parts.riskButtons),
    ),
    el(
      'div',
      { class: 'keno-tools' },
      el('div', { class: 'stat' }, parts.countOut),
      parts.randomButton,
      parts.clearButton,
    ),
  );
}

/** The drawn numbers light up one by one, the hits brighter and louder. */
async function revealDraw(cells: Map<number, Element>, outcome: KenoOutcome, sound: ViewDeps['sound']) {
  sound.start();
  for (const number of outcome.drawn) {
    await wait(140);
    const isHit = outcome.hits.includes(number);
    cells.get(number)?.classList.add(isHit ? 'is-hit' : 'is-drawn');
    if (isHit) sound.start();
    else sound.tick();
  }
}
