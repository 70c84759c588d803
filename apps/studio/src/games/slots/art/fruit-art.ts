import type { SymbolArt } from './symbol-art-type';
import {
  circle,
  defs,
  ellipse,
  gleam,
  group,
  ink,
  inkedLine,
  label,
  linear,
  outlined,
  paint,
  path,
  polygon,
  radial,
  rect,
  starPoints,
  type IdOf,
} from './svg-shape';

/** The classic fruit machine's symbols (Neon Fruits, Star Jackpot), each with its own silhouette. */

const leafGradient = (id: IdOf) =>
  linear(id('leaf'), [
    [0, '#bef264'],
    [1, '#15803d'],
  ]);
const leaf = (d: string, id: IdOf) => path(d, outlined(paint(id('leaf')), 2.5));

/** A starburst with the word on it: the wilds of the classic titles. */
function wildBurst(colours: readonly [light: string, mid: string, dark: string]): SymbolArt['draw'] {
  const [light, mid, dark] = colours;
  return (id) => [
    defs(
      radial(
        id('burst'),
        [
          [0, light],
          [0.55, mid],
          [1, dark],
        ],
        { cx: 0.5, cy: 0.45, r: 0.6 },
      ),
    ),
    polygon(starPoints(50, 50, 47, 35, 12), outlined(paint(id('burst')))),
    circle(50, 50, 29, { fill: 'none', stroke: light, 'stroke-width': 2, opacity: 0.8 }),
    label(50, 59, 'WILD', {
      'font-size': 24,
      'letter-spacing': 0.5,
      fill: '#ffffff',
      stroke: ink,
      'stroke-width': 4,
      'paint-order': 'stroke',
    }),
  ];
}

const seven = 'M18 14 H84 V30 Q62 52 56 90 H34 Q38 58 60 32 H18 Z';

export const fruitArt = {
  'neon-wild': { name: 'Wild', accent: '#f472b6', draw: wildBurst(['#fbcfe8', '#ec4899', '#831843']) },
  'gold-wild': { name: 'Wild', accent: '#f59e0b', draw: wildBurst(['#fef9c3', '#f59e0b', '#9a3412']) },
  seven: {
    name: 'Seven',
    accent: '#f43f5e',
    draw: (id) => [
      defs(
        linear(id('seven'), [
          [0, '#fda4af'],
          [0.45, '#f43f5e'],
          [1, '#9f1239'],
        ]),
      ),
      path(seven, { fill: 'none', stroke: ink, 'stroke-width': 15, 'stroke-linejoin': 'round' }),
      path(seven, { fill: 'none', stroke: '#fde047', 'stroke-width': 9, 'stroke-linejoin': 'round' }),
      path(seven, outlined(paint(id('seven')), 2)),
      gleam('M21 17 H81 V22 H21 Z', 0.45),
    ],
  },
  bar: {
    name: 'Bar',
    accent: '#facc15',
    draw: (id) => [
      defs(
        linear(id('plate'), [
          [0, '#475569'],
          [0.5, '#1e293b'],
          [1, '#020617'],
        ]),
        linear(id('gold'), [
          [0, '#fef9c3'],
          [0.5, '#facc15'],
          [1, '#ca8a04'],
        ]),
      ),
      rect(5, 27, 90, 46, { rx: 9, ...outlined(paint(id('plate'))) }),
      rect(10, 32, 80, 36, { rx: 6, fill: 'none', stroke: '#facc15', 'stroke-width': 2 }),
      label(50, 61, 'BAR', {
        'font-size': 30,
        'letter-spacing': 2,
        fill: paint(id('gold')),
        stroke: ink,
        'stroke-width': 3,
        'paint-order': 'stroke',
      }),
    ],
  },
  bell: {
    name: 'Bell',
    accent: '#fde047',
    draw: (id) => [
      defs(
        linear(
          id('gold'),
          [
            [0, '#a16207'],
            [0.3, '#fde047'],
            [0.55, '#fef9c3'],
            [1, '#b45309'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
      circle(50, 86, 7, outlined('#92400e')),
      circle(50, 13, 6, outlined(paint(id('gold')))),
      path(
        'M50 16 C32 16 26 32 26 48 C26 62 22 70 14 76 H86 C78 70 74 62 74 48 C74 32 68 16 50 16 Z',
        outlined(paint(id('gold'))),
      ),
      rect(10, 72, 80, 10, { rx: 5, ...outlined(paint(id('gold'))) }),
      gleam('M38 26 C33 34 32 48 32 62 L37 62 C37 48 38 36 43 28 Z', 0.6),
    ],
  },
  plum: {
    name: 'Plum',
    accent: '#a78bfa',
    draw: (id) => [
      defs(
        radial(id('plum'), [
          [0, '#f5d0fe'],
          [0.35, '#a855f7'],
          [1, '#3b0764'],
        ]),
        leafGradient(id),
      ),
      path(
        'M50 28 C72 22 88 40 86 60 C84 82 66 92 50 90 C34 92 16 82 14 60 C12 40 28 22 50 28 Z',
        outlined(paint(id('plum'))),
      ),
      path('M50 30 Q40 58 48 88', { fill: 'none', stroke: '#3b0764', 'stroke-width': 2.5, opacity: 0.6 }),
      ...inkedLine('M50 29 Q50 20 56 12', '#78350f', 3),
      leaf('M55 17 Q70 4 88 12 Q72 27 55 17 Z', id),
      ellipse(32, 50, 6, 12, { fill: '#ffffff', opacity: 0.5, transform: 'rotate(20 32 50)' }),
    ],
  },
  orange: {
    name: 'Orange',
    accent: '#fb923c',
    draw: (id) => [
      defs(
        radial(id('orange'), [
          [0, '#ffedd5'],
          [0.35, '#fb923c'],
          [1, '#9a3412'],
        ]),
        leafGradient(id),
      ),
      circle(50, 57, 34, outlined(paint(id('orange')))),
      ...[
        [62, 44],
        [70, 60],
        [56, 72],
        [40, 76],
        [66, 76],
        [30, 62],
      ].map(([cx, cy]) => circle(cx!, cy!, 1.6, { fill: '#9a3412', opacity: 0.55 })),
      leaf('M52 24 Q64 6 86 10 Q76 28 52 24 Z', id),
      polygon(starPoints(50, 25, 7, 3), { fill: '#4d7c0f', stroke: ink, 'stroke-width': 1.5 }),
      ellipse(37, 43, 10, 6, { fill: '#ffffff', opacity: 0.55, transform: 'rotate(-35 37 43)' }),
    ],
  },
  lemon: {
    name: 'Lemon',
    accent: '#fde047',
    draw: (id) => [
      defs(
        radial(id('lemon'), [
          [0, '#fefce8'],
          [0.4, '#fde047'],
          [1, '#a16207'],
        ]),
        leafGradient(id),
      ),
      group(
        { transform: 'rotate(-24 50 54)' },
        path(
          'M7 54 Q11 48 18 47 Q30 24 54 24 Q78 26 84 47 Q90 48 94 54 Q90 60 84 61 Q78 82 54 84 Q30 84 18 61 Q11 60 7 54 Z',
          outlined(paint(id('lemon'))),
        ),
        ...[
          [60, 40],
          [72, 56],
          [52, 72],
          [36, 66],
        ].map(([cx, cy]) => circle(cx!, cy!, 1.5, { fill: '#a16207', opacity: 0.5 })),
        ellipse(38, 42, 12, 5, { fill: '#ffffff', opacity: 0.6, transform: 'rotate(-16 38 42)' }),
      ),
      leaf('M60 22 Q70 6 90 8 Q80 24 60 22 Z', id),
    ],
  },
  cherry: {
    name: 'Cherry',
    accent: '#f87171',
    draw: (id) => [
      defs(
        radial(id('cherry'), [
          [0, '#fecdd3'],
          [0.35, '#f43f5e'],
          [1, '#881337'],
        ]),
        leafGradient(id),
      ),
      ...inkedLine('M30 54 Q34 34 60 14', '#65a30d', 3.5),
      ...inkedLine('M68 56 Q64 36 60 14', '#65a30d', 3.5),
      leaf('M60 14 Q74 0 92 8 Q80 24 60 14 Z', id),
      circle(30, 71, 19, outlined(paint(id('cherry')))),
      circle(69, 73, 19, outlined(paint(id('cherry')))),
      ellipse(23, 64, 5, 7, { fill: '#ffffff', opacity: 0.6, transform: 'rotate(30 23 64)' }),
      ellipse(62, 66, 5, 7, { fill: '#ffffff', opacity: 0.6, transform: 'rotate(30 62 66)' }),
    ],
  },
  melon: {
    name: 'Melon',
    accent: '#4ade80',
    draw: (id) => [
      defs(
        linear(id('rind'), [
          [0, '#86efac'],
          [1, '#166534'],
        ]),
        linear(id('flesh'), [
          [0, '#fda4af'],
          [1, '#e11d48'],
        ]),
      ),
      group(
        { transform: 'rotate(-10 50 50) translate(0 2)' },
        path('M5 30 A45 45 0 0 0 95 30 Z', outlined(paint(id('rind')))),
        path('M12 30 A38 38 0 0 0 88 30 Z', { fill: '#ecfccb' }),
        path('M17 30 A33 33 0 0 0 83 30 Z', { fill: paint(id('flesh')) }),
        path('M5 30 H95', { stroke: ink, 'stroke-width': 3, 'stroke-linecap': 'round' }),
        ...[
          [32, 42, 20],
          [50, 46, 0],
          [68, 42, -20],
          [40, 58, 12],
          [60, 58, -12],
        ].map(([cx, cy, turn]) =>
          ellipse(cx!, cy!, 2.6, 4.5, { fill: ink, transform: `rotate(${turn} ${cx} ${cy})` }),
        ),
        gleam('M20 34 Q30 52 46 58 Q30 50 24 34 Z', 0.45),
      ),
    ],
  },
  'shooting-star': {
    name: 'Star',
    accent: '#fde047',
    draw: (id) => [
      defs(
        radial(
          id('star'),
          [
            [0, '#fffbeb'],
            [0.45, '#fde047'],
            [1, '#d97706'],
          ],
          { cx: 0.45, cy: 0.4, r: 0.65 },
        ),
      ),
      ...inkedLine('M40 52 L8 84', '#f472b6', 5),
      ...inkedLine('M48 62 L24 92', '#fb923c', 4),
      ...inkedLine('M34 42 L6 60', '#22d3ee', 4),
      polygon(starPoints(60, 40, 36, 16), outlined(paint(id('star')))),
      gleam('M56 20 L60 12 L64 22 Z', 0.7),
      polygon(starPoints(18, 18, 8, 2.5, 4), { fill: '#ffffff' }),
      polygon(starPoints(88, 82, 6, 2, 4), { fill: '#ffffff' }),
    ],
  },
} satisfies Record<string, SymbolArt>;
