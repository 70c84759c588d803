import type { SymbolArt } from './symbol-art-type';
import {
  circle,
  defs,
  ellipse,
  gleam,
  group,
  halo,
  ink,
  inkedLine,
  linear,
  outlined,
  paint,
  path,
  polygon,
  radial,
  rect,
  ribbon,
  starPoints,
  type IdOf,
} from './svg-shape';

/** Lucky Clover's symbols: emerald greens, a rainbow and the leprechaun's gold. */

const gold = (id: IdOf) =>
  radial(id('gold'), [
    [0, '#fffbeb'],
    [0.45, '#facc15'],
    [1, '#a16207'],
  ]);
const sparkle = (cx: number, cy: number, size: number) =>
  polygon(starPoints(cx, cy, size, size / 3.5, 4), { fill: '#ffffff' });

/** A cloud as overlapping puffs: all their outlines first, then all their fills, so only the rim shows. */
function cloud(cx: number, cy: number) {
  const puffs = [
    [-9, 2, 7],
    [0, -3, 9],
    [9, 2, 7],
  ] as const;
  return group(
    {},
    ...puffs.map(([dx, dy, r]) => circle(cx + dx, cy + dy, r, { fill: ink, stroke: ink, 'stroke-width': 5 })),
    ...puffs.map(([dx, dy, r]) => circle(cx + dx, cy + dy, r, { fill: '#f8fafc' })),
  );
}

const rainbowBands = ['#ef4444', '#f97316', '#facc15', '#22c55e', '#3b82f6', '#a855f7'];
const arc = (r: number) => `M${50 - r} 62 A${r} ${r} 0 0 1 ${50 + r} 62`;
const heartLeaf = 'M50 48 C40 40 28 34 30 20 C32 8 46 8 50 18 C54 8 68 8 70 20 C72 34 60 40 50 48 Z';

export const cloverArt = {
  'rainbow-wild': {
    name: 'Wild',
    accent: '#f472b6',
    draw: () => [
      path(arc(28), { fill: 'none', stroke: ink, 'stroke-width': 42 }),
      ...rainbowBands.map((colour, index) =>
        path(arc(43 - index * 6), { fill: 'none', stroke: colour, 'stroke-width': 6.4 }),
      ),
      cloud(17, 62),
      cloud(83, 62),
      ribbon('WILD', '#db2777'),
    ],
  },
  'pot-of-gold': {
    name: 'Pot of gold',
    accent: '#facc15',
    draw: (id) => [
      defs(
        halo(id('halo'), '#fde047'),
        gold(id),
        radial(id('iron'), [
          [0, '#6b7280'],
          [0.5, '#1f2937'],
          [1, '#030712'],
        ]),
      ),
      circle(50, 50, 50, { fill: paint(id('halo')) }),
      path('M18 44 Q22 22 38 26 Q48 12 62 22 Q78 20 82 44 Z', outlined(paint(id('gold')))),
      ...[
        [34, 32],
        [50, 24],
        [64, 32],
        [44, 38],
        [70, 40],
      ].map(([cx, cy]) => ellipse(cx!, cy!, 7, 3.5, outlined('#facc15', 1.5))),
      rect(26, 84, 9, 9, outlined('#1f2937', 2.5)),
      rect(65, 84, 9, 9, outlined('#1f2937', 2.5)),
      path('M16 46 H84 C90 62 84 84 68 90 H32 C16 84 10 62 16 46 Z', outlined(paint(id('iron')))),
      rect(10, 40, 80, 11, { rx: 5.5, ...outlined('#374151') }),
      gleam('M24 56 Q22 70 30 82 L34 80 Q28 68 29 56 Z', 0.35),
      sparkle(28, 16, 7),
      sparkle(78, 12, 5),
    ],
  },
  clover: {
    name: 'Clover',
    accent: '#4ade80',
    draw: (id) => [
      defs(
        radial(
          id('leaf'),
          [
            [0, '#bbf7d0'],
            [0.5, '#22c55e'],
            [1, '#14532d'],
          ],
          { cx: 0.5, cy: 0.3, r: 0.8 },
        ),
      ),
      ...inkedLine('M52 50 Q56 76 72 94', '#16a34a', 6),
      ...[45, 135, 225, 315].map((turn) =>
        group(
          { transform: `rotate(${turn} 50 48)` },
          path(heartLeaf, outlined(paint(id('leaf')))),
          path('M50 45 V22', {
            stroke: '#14532d',
            'stroke-width': 1.8,
            opacity: 0.6,
            'stroke-linecap': 'round',
          }),
        ),
      ),
      circle(50, 48, 4, outlined('#16a34a', 2)),
    ],
  },
  horseshoe: {
    name: 'Horseshoe',
    accent: '#e5e7eb',
    draw: (id) => {
      const shoe = 'M26 14 C10 48 20 86 50 88 C80 86 90 48 74 14';
      return [
        defs(
          linear(
            id('steel'),
            [
              [0, '#f8fafc'],
              [0.5, '#cbd5e1'],
              [1, '#64748b'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
        ),
        path(shoe, { fill: 'none', stroke: ink, 'stroke-width': 24 }),
        path(shoe, { fill: 'none', stroke: paint(id('steel')), 'stroke-width': 17 }),
        ...[
          [20, 32],
          [20, 54],
          [30, 74],
          [70, 74],
          [80, 54],
          [80, 32],
        ].map(([cx, cy]) => circle(cx!, cy!, 2.4, { fill: ink })),
        path('M21 22 C13 48 22 76 40 82', {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 2.5,
          opacity: 0.7,
          'stroke-linecap': 'round',
        }),
        sparkle(50, 40, 9),
      ];
    },
  },
  hat: {
    name: 'Hat',
    accent: '#22c55e',
    draw: (id) => [
      defs(
        linear(
          id('felt'),
          [
            [0, '#4ade80'],
            [0.5, '#16a34a'],
            [1, '#14532d'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
      ellipse(50, 78, 45, 12, outlined('#15803d')),
      path('M26 16 Q50 8 74 16 L68 76 Q50 82 32 76 Z', outlined(paint(id('felt')))),
      ellipse(50, 16, 24, 5, outlined('#22c55e', 2.5)),
      path('M30 56 Q50 62 70 56 L69 69 Q50 75 31 69 Z', outlined('#1f2937', 2.5)),
      rect(42, 54, 16, 17, { rx: 2, fill: 'none', stroke: ink, 'stroke-width': 8 }),
      rect(42, 54, 16, 17, { rx: 2, fill: 'none', stroke: '#facc15', 'stroke-width': 4 }),
      gleam('M33 21 L37 66 L41 66 L38 20 Z', 0.4),
    ],
  },
  coin: {
    name: 'Coin',
    accent: '#fbbf24',
    draw: (id) => [
      defs(gold(id)),
      circle(50, 55, 38, outlined('#a16207')),
      circle(50, 50, 38, outlined(paint(id('gold')))),
      circle(50, 50, 29, { fill: 'none', stroke: '#a16207', 'stroke-width': 2.5 }),
      ...[
        [50, 40],
        [41, 53],
        [59, 53],
      ].map(([cx, cy]) => circle(cx!, cy!, 7.5, { fill: '#eab308', stroke: '#92400e', 'stroke-width': 2 })),
      path('M50 52 Q52 62 58 68', {
        fill: 'none',
        stroke: '#92400e',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
      ellipse(34, 30, 9, 5, { fill: '#ffffff', opacity: 0.6, transform: 'rotate(-35 34 30)' }),
    ],
  },
} satisfies Record<string, SymbolArt>;
