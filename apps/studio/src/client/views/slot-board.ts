import { nextFrame, svg, motionProgress } from '../dom';
import type { Sound } from '../sound';
import type { SlotSpinView } from '@casino/fair/games/slots/engine/slot-outcome';
import type { SlotTitle } from '@casino/fair/games/slots/titles/slot-title';
import { symbolDrawing } from './slot-symbol';

/**
 * The reels of any slot title as one SVG: each reel is clipped to the board and its cells take the
 * height the spin drew (megaways reels change height every spin). A reel spins by sliding a column of
 * filler symbols past and stopping on the drawn window; wins are lit as lines or as cells.
 */
const cellWidth = 100;
const lineColours = [
  '#f472b6',
  '#22d3ee',
  '#fde047',
  '#a78bfa',
  '#4ade80',
  '#fb923c',
  '#60a5fa',
  '#f87171',
  '#34d399',
  '#e879f9',
];

export function boardHeightOf(title: SlotTitle): number {
  const { layout } = title.config;
  return layout.kind === 'megaways' ? 420 : layout.rows * cellWidth;
}

const symbolId = (title: SlotTitle, symbol: string) => `slot-sym-${title.slug}-${symbol}`;

/** The board's SVG with its background; the returned defs take the symbols and the reels' clips. */
function boardFrame(title: SlotTitle, width: number, height: number) {
  const board = svg('svg', {
    viewBox: `0 0 ${width} ${height}`,
    class: 'slot-board',
    role: 'img',
    'aria-label': title.title,
  });
  const defs = svg('defs');
  const gradient = svg('linearGradient', { id: `slot-bg-${title.slug}`, x1: 0, y1: 0, x2: 0, y2: 1 });
  title.theme.colours.forEach((colour, i) =>
    gradient.append(svg('stop', { offset: i, 'stop-color': colour })),
  );
  defs.append(gradient);
  board.append(defs, svg('rect', { width, height, fill: `url(#slot-bg-${title.slug})`, rx: 12 }));
  // Each symbol is drawn once in the board's defs; a cell shows it with <use>, so a spin adds no drawing.
  for (const symbol of title.config.symbols) {
    const drawing = svg('g', { id: symbolId(title, symbol) });
    drawing.append(symbolDrawing(title, symbol, symbolId(title, symbol)));
    defs.append(drawing);
  }
  return { board, defs };
}

function symbolNode(title: SlotTitle, symbol: string, y: number, cellHeight: number) {
  const group = svg('g', { transform: `translate(0 ${y})` });
  group.append(
    svg('rect', { x: 4, y: 3, width: cellWidth - 8, height: cellHeight - 6, rx: 12, class: 'sym-cell' }),
  );
  // The drawing's box is 100 wide: a short megaways cell shrinks it to fit, centred.
  const size = Math.min(cellWidth, cellHeight) * 0.86;
  const scale = size / 100;
  group.append(
    svg('use', {
      href: `#${symbolId(title, symbol)}`,
      transform: `translate(${(cellWidth - size) / 2} ${(cellHeight - size) / 2}) scale(${scale})`,
    }),
  );
  return group;
}

/** One group per reel, clipped to the board, first showing a few cells of its strip. */
function createReels(title: SlotTitle, board: SVGElement, defs: SVGElement, height: number) {
  const { config } = title;
  const startRows = config.layout.kind === 'lines' || config.layout.kind === 'ways' ? config.layout.rows : 4;
  return config.reels.map((strip, reel) => {
    const clip = svg('clipPath', { id: `slot-clip-${title.slug}-${reel}` });
    clip.append(svg('rect', { width: cellWidth, height }));
    defs.append(clip);
    const frame = svg('g', {
      transform: `translate(${reel * cellWidth} 0)`,
      'clip-path': `url(#slot-clip-${title.slug}-${reel})`,
    });
    const inner = svg('g');
    for (let row = 0; row < startRows; row += 1)
      inner.append(
        symbolNode(
          title,
          strip[(reel * 5 + row) % strip.length]!,
          (row * height) / startRows,
          height / startRows,
        ),
      );
    frame.append(inner);
    board.append(frame);
    return inner;
  });
}

/** What a spin draws on: the reels' groups and the layer the wins are marked on. */
interface Board {
  title: SlotTitle;
  height: number;
  reels: SVGElement[];
  marks: SVGElement;
  sound: Sound;
}

async function spinReel(b: Board, reel: number, column: string[], durationMs: number) {
  const { title, height } = b;
  const strip = title.config.reels[reel]!;
  const inner = b.reels[reel]!;
  const cellHeight = height / column.length;
  const extra = 10 + reel * 3;
  inner.replaceChildren();
  // The drawn window on top and a blur of strip symbols below; the column slides down to the window.
  column.forEach((symbol, row) => inner.append(symbolNode(title, symbol, row * cellHeight, cellHeight)));
  for (let i = 0; i < extra; i += 1)
    inner.append(
      symbolNode(title, strip[(i * 7 + reel) % strip.length]!, height + i * cellHeight, cellHeight),
    );
  const distance = extra * cellHeight;
  const started = performance.now();
  for (;;) {
    const progress = motionProgress(started, durationMs);
    const eased = 1 - (1 - progress) ** 4;
    inner.setAttribute('transform', `translate(0 ${-distance * (1 - eased)})`);
    if (progress >= 1) break;
    await nextFrame();
  }
  b.sound.tick();
}

function cellCentre(b: Board, spin: SlotSpinView, reel: number, row: number) {
  const cellHeight = b.height / spin.window[reel]!.length;
  return { x: reel * cellWidth + cellWidth / 2, y: row * cellHeight + cellHeight / 2, cellHeight };
}

function markCell(b: Board, spin: SlotSpinView, reel: number, row: number, colour: string) {
  const { y, cellHeight } = cellCentre(b, spin, reel, row);
  b.marks.append(
    svg('rect', {
      x: reel * cellWidth + 3,
      y: y - cellHeight / 2 + 2,
      width: cellWidth - 6,
      height: cellHeight - 4,
      rx: 12,
      fill: 'none',
      stroke: colour,
      'stroke-width': 5,
      class: 'win-cell',
    }),
  );
}

function drawLine(b: Board, spin: SlotSpinView, rows: readonly number[], count: number, colour: string) {
  const points = rows.slice(0, count).map((row, reel) => {
    const { x, y } = cellCentre(b, spin, reel, row);
    return `${x},${y}`;
  });
  b.marks.append(
    svg('polyline', {
      points: points.join(' '),
      fill: 'none',
      stroke: colour,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      class: 'win-line',
    }),
  );
}

/** Lines are drawn through the winning cells; ways and scatters light the cells that count. */
function showWins(b: Board, spin: SlotSpinView) {
  b.marks.replaceChildren();
  spin.wins.forEach((win, index) => {
    const colour = lineColours[(win.line ?? index) % lineColours.length]!;
    const { layout, scatter, wild } = b.title.config;
    if (win.symbol === scatter) {
      spin.window.forEach((column, reel) =>
        column.forEach((cell, row) => cell === scatter && markCell(b, spin, reel, row, '#fde047')),
      );
    } else if (layout.kind === 'lines' && win.line !== undefined) {
      drawLine(b, spin, layout.paylines[win.line]!, win.count, colour);
    } else {
      for (let reel = 0; reel < win.count; reel += 1)
        spin.window[reel]!.forEach(
          (cell, row) => (cell === win.symbol || cell === wild) && markCell(b, spin, reel, row, colour),
        );
    }
  });
}

export function createSlotBoard(title: SlotTitle, sound: Sound) {
  const height = boardHeightOf(title);
  const { board, defs } = boardFrame(title, title.config.reels.length * cellWidth, height);
  const reels = createReels(title, board, defs, height);
  const marks = svg('g', { class: 'slot-marks' });
  board.append(marks);
  const b: Board = { title, height, reels, marks, sound };

  /** Spins every reel to the drawn window, one stopping after another. */
  async function play(spin: SlotSpinView, isQuick: boolean) {
    marks.replaceChildren();
    const base = isQuick ? 350 : 650;
    const step = isQuick ? 90 : 170;
    await Promise.all(spin.window.map((column, reel) => spinReel(b, reel, column, base + reel * step)));
    showWins(b, spin);
  }

  return { element: board, play };
}
