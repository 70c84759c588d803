import type { SymbolArt } from './symbol-art-type';
import {
  circle,
  defs,
  ellipse,
  group,
  halo,
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

/** Gold Rush's symbols: the old mine's iron, leather and lamplight, and the gold. */

const gold = (id: IdOf) =>
  radial(id('gold'), [
    [0, '#fffbeb'],
    [0.4, '#facc15'],
    [1, '#92400e'],
  ]);
const sparkle = (cx: number, cy: number, size: number) =>
  polygon(starPoints(cx, cy, size, size / 3.5, 4), { fill: '#ffffff' });

export const mineArt = {
  'dynamite-wild': {
    name: 'Wild',
    accent: '#ef4444',
    draw: (id) => {
      const stick = (x: number, y: number) =>
        rect(x, y, 18, 90 - y, { rx: 5, ...outlined(paint(id('stick'))) });
      return [
        defs(
          linear(
            id('stick'),
            [
              [0, '#fca5a5'],
              [0.4, '#ef4444'],
              [1, '#7f1d1d'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        ),
        ...inkedLine('M50 24 Q50 10 64 10', '#a8a29e', 3),
        polygon(starPoints(70, 10, 10, 4, 8), outlined('#fde047', 1.5)),
        circle(70, 10, 3.5, { fill: '#f97316' }),
        stick(22, 28),
        stick(60, 28),
        stick(41, 22),
        rect(15, 48, 70, 21, { rx: 3, ...outlined('#fef3c7') }),
        label(50, 64, 'WILD', { 'font-size': 17, 'letter-spacing': 1, fill: '#b91c1c' }),
      ];
    },
  },
  pickaxe: {
    name: 'Pickaxe',
    accent: '#d6d3d1',
    draw: (id) => [
      defs(
        halo(id('halo'), '#fde047'),
        gold(id),
        linear(id('steel'), [
          [0, '#f5f5f4'],
          [0.6, '#a8a29e'],
          [1, '#44403c'],
        ]),
        linear(
          id('wood'),
          [
            [0, '#d6a15c'],
            [1, '#78350f'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
      circle(50, 50, 50, { fill: paint(id('halo')) }),
      group(
        { transform: 'translate(50 48) scale(0.9) rotate(35) translate(-50 -50)' },
        rect(46, 20, 8, 78, { rx: 3, ...outlined(paint(id('wood'))) }),
        path('M6 36 Q50 2 94 36 L90 42 Q50 20 10 42 Z', outlined(paint(id('steel')))),
        rect(43, 18, 14, 16, { rx: 3, ...outlined('#57534e', 2.5) }),
      ),
      path('M8 84 Q10 74 20 74 Q30 72 32 82 Q32 92 20 92 Q10 92 8 84 Z', outlined(paint(id('gold')), 2.5)),
      path('M28 90 Q30 82 38 84 Q44 86 42 92 Z', outlined(paint(id('gold')), 2.5)),
      sparkle(22, 66, 7),
      sparkle(86, 80, 6),
    ],
  },
  nugget: {
    name: 'Nugget',
    accent: '#facc15',
    draw: (id) => [
      defs(gold(id)),
      path(
        'M16 60 C10 44 22 28 38 32 C44 18 66 14 74 30 C90 32 94 52 86 64 C86 80 66 88 52 82 C36 90 18 80 16 60 Z',
        outlined(paint(id('gold'))),
      ),
      polygon('38,36 56,30 62,46 44,52', { fill: '#fef9c3', opacity: 0.6 }),
      polygon('64,50 80,44 80,62 66,66', { fill: '#a16207', opacity: 0.35 }),
      polygon('26,56 42,58 40,72 28,70', { fill: '#fde68a', opacity: 0.5 }),
      polygon('46,62 62,66 56,78 44,76', { fill: '#a16207', opacity: 0.3 }),
      sparkle(72, 26, 9),
      sparkle(24, 40, 6),
    ],
  },
  'mine-cart': {
    name: 'Mine cart',
    accent: '#a8a29e',
    draw: (id) => [
      defs(
        gold(id),
        linear(id('metal'), [
          [0, '#a8a29e'],
          [1, '#44403c'],
        ]),
      ),
      rect(4, 89, 92, 5, { rx: 2, fill: '#57534e' }),
      path('M20 38 Q24 20 38 26 Q48 12 60 22 Q74 16 80 38 Z', outlined(paint(id('gold')))),
      circle(30, 80, 10, outlined('#292524')),
      circle(70, 80, 10, outlined('#292524')),
      circle(30, 80, 3, { fill: '#a8a29e' }),
      circle(70, 80, 3, { fill: '#a8a29e' }),
      path('M10 36 H90 L80 74 H20 Z', outlined(paint(id('metal')))),
      rect(6, 31, 88, 8, { rx: 3, ...outlined('#57534e', 2.5) }),
      path('M36 40 L38 73 M64 40 L62 73', { stroke: '#292524', 'stroke-width': 2.5 }),
      ...[
        [20, 46],
        [80, 46],
        [26, 66],
        [74, 66],
      ].map(([cx, cy]) => circle(cx!, cy!, 2, { fill: '#d6d3d1' })),
    ],
  },
  lantern: {
    name: 'Lantern',
    accent: '#f97316',
    draw: (id) => [
      defs(
        halo(id('halo'), '#fb923c'),
        radial(
          id('glow'),
          [
            [0, '#fffbeb'],
            [0.4, '#fdba74'],
            [1, '#c2410c'],
          ],
          { cx: 0.5, cy: 0.5, r: 0.6 },
        ),
      ),
      circle(50, 52, 46, { fill: paint(id('halo')) }),
      ...inkedLine('M34 24 Q50 0 66 24', '#57534e', 3),
      path('M28 28 L36 14 H64 L72 28 Z', outlined('#292524')),
      rect(32, 28, 36, 46, { rx: 6, ...outlined(paint(id('glow'))) }),
      path('M50 38 C57 48 58 56 50 64 C42 56 43 48 50 38 Z', { fill: '#fef9c3' }),
      path('M41 28 V74 M59 28 V74', { stroke: '#292524', 'stroke-width': 2.5 }),
      path('M26 74 H74 L70 88 H30 Z', outlined('#44403c')),
    ],
  },
  boot: {
    name: 'Boot',
    accent: '#a16207',
    draw: (id) => [
      defs(
        linear(
          id('leather'),
          [
            [0, '#e0b070'],
            [0.5, '#a16207'],
            [1, '#57310a'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
      path('M28 8 H64 L62 52 C74 56 90 62 92 74 V82 H24 L26 54 Z', outlined(paint(id('leather')))),
      rect(25, 5, 42, 11, { rx: 2, ...outlined('#78350f', 2.5) }),
      path('M34 26 Q46 36 57 26 M34 42 Q46 52 57 42', {
        fill: 'none',
        stroke: '#fde68a',
        'stroke-width': 2,
        'stroke-dasharray': '3 3',
      }),
      path('M20 80 H95 Q95 89 87 89 H46 V94 H20 Z', outlined('#292524')),
      ellipse(80, 72, 6, 3, { fill: '#ffffff', opacity: 0.35, transform: 'rotate(20 80 72)' }),
    ],
  },
  'gold-pan': {
    name: 'Gold pan',
    accent: '#e7e5e4',
    draw: (id) => [
      defs(
        gold(id),
        linear(id('steel'), [
          [0, '#e7e5e4'],
          [1, '#57534e'],
        ]),
      ),
      ellipse(50, 56, 45, 27, outlined(paint(id('steel')))),
      ellipse(50, 54, 37, 20, { fill: '#78716c' }),
      ellipse(50, 57, 29, 13, { fill: '#0e7490', opacity: 0.75 }),
      ...[
        [44, 57, 5],
        [57, 53, 4],
        [53, 63, 3],
        [36, 61, 2.5],
        [64, 60, 2.5],
      ].map(([cx, cy, r]) => circle(cx!, cy!, r!, outlined(paint(id('gold')), 1.5))),
      path('M12 52 Q20 36 50 32', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 2.5,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
      sparkle(66, 44, 8),
    ],
  },
} satisfies Record<string, SymbolArt>;
