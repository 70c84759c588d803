import type { RoundData } from '../api';
import { el, nextFrame, svg, motionProgress } from '../dom';
import {
  plinkoMaxRows,
  plinkoMinRows,
  plinkoMultipliers,
  plinkoRisks,
  plinkoStatedRtp,
  type PlinkoOutcome,
  type PlinkoRisk,
} from '@casino/fair/games/plinko/plinko-math';
import type { GameView, ViewDeps } from './game-view';
import { toggleGroup } from './toggle-group';

/** Plinko: a triangle of pegs, a ball that bounces down the drawn path, buckets of multipliers. */
const width = 400;
const top = 24;
const riskKeys = { low: 'riskLow', medium: 'riskMedium', high: 'riskHigh' } as const;

/** Hot colours for the edge buckets, cool for the middle ones. */
function bucketColour(bucket: number, rows: number) {
  const fromCentre = Math.abs(bucket - rows / 2) / (rows / 2);
  return `hsl(${Math.round(50 - 50 * fromCentre)} 90% ${Math.round(58 - 8 * fromCentre)}%)`;
}

export function plinkoView({ t, sound, formats }: ViewDeps): GameView {
  let rows = 12;
  let risk: PlinkoRisk = 'medium';
  const rowsSelect = rowsChoice(t, rows);
  const riskButtons = toggleGroup(
    plinkoRisks.map((value) => ({ value, label: t(riskKeys[value]) })),
    risk,
    (value) => {
      risk = value;
      drawBoard();
    },
  );

  // Each table has its own return; the one in play is shown with the choices.
  const rtpNote = el('p', { class: 'muted limits' });
  const { board, pegs, buckets, ball } = plinkoBoard();

  const spacing = () => (width - 40) / (rows + 2);
  const rowHeight = () => spacing() * 0.9;
  const height = () => top + rows * rowHeight() + 44;
  /** Where the ball is after `row` rows with `rights` right turns. */
  const ballX = (row: number, rights: number) => width / 2 + ((2 * rights - row) * spacing()) / 2;
  const ballY = (row: number) => top + row * rowHeight() - 12;

  function drawBoard() {
    rtpNote.textContent = t('rtp', { rtp: formats.percent(plinkoStatedRtp[rows]![risk]) });
    board.setAttribute('viewBox', `0 0 ${width} ${height().toFixed(1)}`);
    drawPegs(pegs, rows, { spacing: spacing(), rowHeight: rowHeight() });
    buckets.replaceChildren();
    const y = top + rows * rowHeight() - 4;
    plinkoMultipliers(rows, risk).forEach((multiplier, bucket) =>
      buckets.append(
        bucketBox(
          { x: ballX(rows, bucket), y, spacing: spacing(), bucket, rows },
          formats.short(multiplier / 100),
        ),
      ),
    );
  }
  drawBoard();

  rowsSelect.addEventListener('change', () => {
    rows = Number(rowsSelect.value);
    drawBoard();
  });

  /** One row of the fall, from where the ball is to where the path sends it. */
  const hop = (row: number, rightsBefore: number, step: number) =>
    hopBall(
      ball,
      [ballX(row, rightsBefore), ballY(row)],
      [ballX(row + 1, rightsBefore + step), ballY(row + 1)],
      rowHeight(),
    );

  return {
    stage: el('div', { class: 'stage plinko-stage' }, board),
    controls: plinkoControls(t, { rowsSelect, riskButtons, rtpNote }),
    playLabel: 'drop',
    stakeStep: 1n,
    params: () => ({ rows, risk }),
    async animate(round: RoundData) {
      const outcome = round.outcome as unknown as PlinkoOutcome;
      // The board shows the round's own table, even if the controls changed meanwhile.
      if (Number(round.params.rows) !== rows || round.params.risk !== risk) {
        rows = Number(round.params.rows);
        risk = round.params.risk as PlinkoRisk;
        drawBoard();
      }
      for (const box of buckets.children) box.classList.remove('is-hit');
      ball.setAttribute('visibility', 'visible');
      sound.start();
      let rights = 0;
      for (const [row, step] of outcome.path.slice(0, rows).entries()) {
        await hop(row, rights, step);
        rights += step;
        sound.tick();
      }
      buckets.children[outcome.bucket]?.classList.add('is-hit');
    },
    describe: (round) => {
      const outcome = round.outcome as unknown as PlinkoOutcome;
      return `${formats.decimal(outcome.multiplier)}× · ${String(round.params.rows)} ${t(riskKeys[round.params.risk as PlinkoRisk] ?? 'riskMedium')}`;
    },
    help: () => el('div', {}, el('p', {}, t('rulesPlinko'))),
  };
}

/** One bucket at the foot of the board, coloured by how far it lies from the middle. */
function bucketBox(
  at: { x: number; y: number; spacing: number; bucket: number; rows: number },
  label: string,
) {
  const { x, y, spacing, bucket, rows } = at;
  const box = svg('g', { class: 'plinko-bucket', 'data-bucket': bucket });
  box.append(
    svg('rect', {
      x: (x - spacing / 2 + 1.5).toFixed(1),
      y: y.toFixed(1),
      width: (spacing - 3).toFixed(1),
      height: 26,
      rx: 5,
      fill: bucketColour(bucket, rows),
    }),
    Object.assign(
      svg('text', {
        x: x.toFixed(1),
        y: (y + 17).toFixed(1),
        'text-anchor': 'middle',
        class: 'plinko-label',
        'font-size': Math.min(11, spacing * 0.38).toFixed(1),
      }),
      { textContent: label },
    ),
  );
  return box;
}

function plinkoControls(
  t: ViewDeps['t'],
  parts: { rowsSelect: HTMLElement; riskButtons: HTMLElement[]; rtpNote: HTMLElement },
) {
  return el(
    'div',
    { class: 'game-controls' },
    el('label', { class: 'control' }, el('span', {}, t('rows')), parts.rowsSelect),
    el(
      'div',
      { class: 'control' },
      el('span', {}, t('risk')),
      el('div', { class: 'segmented three' }, ...parts.riskButtons),
    ),
    parts.rtpNote,
  );
}

function drawPegs(
  pegs: SVGElement,
  rows: number,
  { spacing, rowHeight }: { spacing: number; rowHeight: number },
) {
  pegs.replaceChildren();
  for (let row = 0; row < rows; row += 1)
    for (let peg = 0; peg < row + 3; peg += 1)
      pegs.append(
        svg('circle', {
          cx: (width / 2 + (peg - (row + 2) / 2) * spacing).toFixed(1),
          cy: (top + row * rowHeight).toFixed(1),
          r: Math.max(2.5, spacing * 0.1),
        }),
      );
}

/** A short hop sideways with a little bounce, ~110 ms. */
async function hopBall(
  ball: SVGElement,
  [fromX, fromY]: [number, number],
  [toX, toY]: [number, number],
  rowHeight: number,
) {
  const started = performance.now();
  for (;;) {
    const progress = motionProgress(started, 110);
    const bounce = Math.sin(progress * Math.PI) * rowHeight * 0.35;
    ball.setAttribute('cx', (fromX + (toX - fromX) * progress).toFixed(1));
    ball.setAttribute('cy', (fromY + (toY - fromY) * progress ** 2 - bounce).toFixed(1));
    if (progress >= 1) break;
    await nextFrame();
  }
}

function rowsChoice(t: ViewDeps['t'], rows: number) {
  const rowsSelect = el('select', { class: 'field', 'aria-label': t('rows') });
  for (let count = plinkoMinRows; count <= plinkoMaxRows; count += 1)
    rowsSelect.append(el('option', { value: String(count) }, String(count)));
  rowsSelect.value = String(rows);
  return rowsSelect;
}

function plinkoBoard() {
  const board = svg('svg', { class: 'plinko-board', role: 'img', 'aria-label': 'Plinko' });
  const pegs = svg('g', { fill: '#c4b5fd' });
  const buckets = svg('g', {});
  const ball = svg('circle', { r: 7, fill: '#fde047', class: 'plinko-ball', visibility: 'hidden' });
  board.append(pegs, buckets, ball);
  return { board, pegs, buckets, ball };
}
