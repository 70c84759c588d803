import type { StepRoundData } from '../api';
import { el, svg, wait } from '../dom';
import {
  minesMaxMines,
  minesMinMines,
  minesMultiplier,
  minesTiles,
  type MinesOutcome,
} from '@casino/fair/games/mines/mines-math';
import type { GameView, ViewDeps } from './game-view';
import { playStepRound, multiplierText, type StepAction } from './step-round-play';

/** Mines: a 5×5 field of tiles; turn them one by one, cash out before a mine. */
const size = 5;
const cell = 76;
const gap = 8;
const side = size * cell + (size - 1) * gap;

/** Drawn, not emoji: every phone shows the same gem and mine. */
const gemIcon = () => [
  svg('polygon', {
    points: '0,-22 20,-6 0,24 -20,-6',
    fill: '#22d3ee',
    stroke: '#a5f3fc',
    'stroke-width': 2,
  }),
  svg('path', {
    d: 'M-20 -6 H20 M-8 -6 L0 24 L8 -6 M-8 -6 L0 -22 L8 -6',
    fill: 'none',
    stroke: '#ecfeff',
    'stroke-width': 1.5,
  }),
];
const mineIcon = () => [
  ...[0, 45, 90, 135].map((angle) =>
    svg('line', {
      x1: -22,
      y1: 0,
      x2: 22,
      y2: 0,
      stroke: '#fca5a5',
      'stroke-width': 4,
      'stroke-linecap': 'round',
      transform: `rotate(${angle})`,
    }),
  ),
  svg('circle', { r: 15, fill: '#1f0a12', stroke: '#fca5a5', 'stroke-width': 3 }),
  svg('circle', { cx: -5, cy: -5, r: 4, fill: '#fecaca' }),
];

/** The choice of how many mines, three to begin with. */
function mineCountSelect(label: string): HTMLSelectElement {
  const select = el('select', { class: 'field', 'aria-label': label });
  for (let count = minesMinMines; count <= minesMaxMines; count += 1)
    select.append(el('option', { value: String(count) }, String(count)));
  select.value = '3';
  return select;
}

type TileState = 'hidden' | 'gem' | 'mine' | 'boom' | 'missed';

/** The field of tiles as a grid, each tile painted in one of its states. */
function createMinesBoard(label: string) {
  const board = svg('svg', {
    viewBox: `0 0 ${side} ${side}`,
    class: 'mines-board',
    role: 'grid',
    'aria-label': label,
  });
  const tiles = Array.from({ length: minesTiles }, (_, tile) => {
    const x = (tile % size) * (cell + gap);
    const y = Math.floor(tile / size) * (cell + gap);
    const group = svg('g', {
      class: 'mine-tile',
      role: 'gridcell',
      tabindex: '-1',
      'aria-label': String(tile + 1),
      transform: `translate(${x} ${y})`,
    });
    const face = svg('rect', { width: cell, height: cell, rx: 12, class: 'mine-face' });
    const icon = svg('g', { transform: `translate(${cell / 2} ${cell / 2})`, class: 'mine-icon' });
    group.append(face, icon);
    board.append(group);
    return { group, face, icon };
  });

  function paintTile(tile: number, state: TileState) {
    const { group, icon } = tiles[tile]!;
    group.setAttribute('class', `mine-tile is-${state}`);
    icon.replaceChildren(
      ...(state === 'hidden' ? [] : state === 'gem' || state === 'missed' ? gemIcon() : mineIcon()),
    );
  }
  function resetBoard(isPlayable: boolean) {
    for (let tile = 0; tile < minesTiles; tile += 1) {
      paintTile(tile, 'hidden');
      tiles[tile]!.group.setAttribute('tabindex', isPlayable ? '0' : '-1');
    }
    board.classList.toggle('is-playable', isPlayable);
  }
  /** The round is over: the mine that was hit, the other mines, and the gems left unturned. */
  function revealEnd(outcome: MinesOutcome) {
    board.classList.remove('is-playable');
    if (outcome.hitMine !== null) paintTile(outcome.hitMine, 'boom');
    for (const mine of outcome.mines ?? []) if (mine !== outcome.hitMine) paintTile(mine, 'mine');
    for (let tile = 0; tile < minesTiles; tile += 1)
      if (!outcome.revealed.includes(tile) && !(outcome.mines ?? []).includes(tile))
        paintTile(tile, 'missed');
  }
  return { board, tiles, paintTile, resetBoard, revealEnd };
}

/** A tile is chosen by a click, or by Enter or Space while it has the focus. */
function onTileChosen(tiles: { group: SVGElement }[], choose: (tile: number) => void) {
  tiles.forEach(({ group }, tile) => {
    group.addEventListener('click', () => choose(tile));
    group.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        choose(tile);
      }
    });
  });
}

/** The mine count, and what the round pays now and with the next safe tile. */
function minesControls(
  t: ViewDeps['t'],
  minesSelect: HTMLSelectElement,
  multiplierOut: HTMLOutputElement,
  nextOut: HTMLOutputElement,
): HTMLElement {
  return el(
    'div',
    { class: 'game-controls' },
    el('label', { class: 'control' }, el('span', {}, t('mines')), minesSelect),
    el(
      'div',
      { class: 'stats' },
      el('div', { class: 'stat' }, el('span', {}, t('multiplier')), multiplierOut),
      el('div', { class: 'stat' }, el('span', {}, t('nextTile')), nextOut),
    ),
  );
}

export function minesView({ t, sound, money, formats }: ViewDeps): GameView {
  const times = (tenThousandths: number) => multiplierText(tenThousandths, formats.locale);
  const minesSelect = mineCountSelect(t('mines'));
  const multiplierOut = el('output', { class: 'stat-value' });
  const nextOut = el('output', { class: 'stat-value' });
  const cashOutButton = el(
    'button',
    { type: 'button', class: 'play-button cash-out', disabled: '' },
    t('cashOut'),
  );
  const note = el('p', { class: 'muted step-note', role: 'status' });

  const { board, tiles, paintTile, resetBoard, revealEnd } = createMinesBoard(t('mines'));

  let choose: ((action: StepAction) => void) | null = null;
  const act = (action: StepAction) => {
    const resolve = choose;
    choose = null;
    resolve?.(action);
  };
  onTileChosen(tiles, (tile) => act({ kind: 'move', move: tile }));
  cashOutButton.addEventListener('click', () => act({ kind: 'cashout' }));

  const mineCount = () => Number(minesSelect.value);
  /** Before a round: what the first safe tile would pay with the chosen number of mines. */
  function paintIdleStats() {
    multiplierOut.textContent = times(10_000);
    nextOut.textContent = times(minesMultiplier(mineCount(), 1));
  }
  minesSelect.addEventListener('change', () => {
    resetBoard(false);
    paintIdleStats();
  });
  paintIdleStats();

  resetBoard(false);

  let shown = 0;
  async function show(round: StepRoundData) {
    const outcome = round.outcome as unknown as MinesOutcome;
    const mines = Number(round.params.mines);
    minesSelect.value = String(mines);
    if (round.moves.length === 0 || shown > outcome.revealed.length) {
      resetBoard(round.isOpen);
      shown = 0;
    }
    // New safe tiles flip in one after another (a resumed round shows them all at once).
    for (const tile of outcome.revealed.slice(shown)) {
      paintTile(tile, 'gem');
      sound.tick();
      if (round.isOpen) await wait(90);
    }
    shown = outcome.revealed.length;
    multiplierOut.textContent = times(outcome.multiplier);
    nextOut.textContent =
      round.isOpen && outcome.nextMultiplier !== null ? times(outcome.nextMultiplier) : '—';
    cashOutButton.disabled = !round.canCashOut;
    cashOutButton.textContent = round.canCashOut ? `${t('cashOut')} ${money(round.payout)}` : t('cashOut');
    minesSelect.disabled = round.isOpen;
    note.textContent = round.isOpen ? t('roundOpen') : '';
    if (!round.isOpen) {
      revealEnd(outcome);
      shown = Number.POSITIVE_INFINITY;
    }
  }

  return {
    stage: el('div', { class: 'stage mines-stage' }, board, cashOutButton, note),
    controls: minesControls(t, minesSelect, multiplierOut, nextOut),
    playLabel: 'play',
    stakeStep: 1n,
    params: () => ({ mines: mineCount() }),
    animate: async () => undefined,
    playRound: (bet, host) =>
      playStepRound(bet, host, {
        show,
        nextAction: () => new Promise<StepAction>((resolve) => (choose = resolve)),
        onRefused: () => (note.textContent = t('errorMove')),
      }),
    describe: (round) => {
      const outcome = round.outcome as unknown as MinesOutcome;
      return `${t('mines')} ${String(round.params.mines)} · ${outcome.revealed.length} ✓ · ${times(outcome.multiplier)}`;
    },
    help: () => el('div', {}, el('p', {}, t('rulesMines')), el('p', {}, t('rulesStepEnd'))),
  };
}
