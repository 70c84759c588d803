import type { SymbolArt } from './symbol-art-type';
import {
  circle,
  defs,
  ellipse,
  gleam,
  group,
  halo,
  ink,
  linear,
  outlined,
  paint,
  path,
  radial,
  rect,
  ribbon,
} from './svg-shape';

/** Pearl Diver's symbols: coral pinks, reef colours and an old brass helmet. */

const mirror = { transform: 'translate(100 0) scale(-1 1)' };
const tentacles = [
  'M30 56 Q16 70 22 84 Q26 92 34 86',
  'M41 60 Q34 78 38 92',
  'M50 62 Q53 80 49 94',
  'M60 60 Q68 76 62 90',
  'M70 56 Q86 66 80 82 Q76 90 68 86',
];

export const seaArt = {
  'pearl-wild': {
    name: 'Wild',
    accent: '#f5f5f4',
    draw: (id) => [
      defs(
        radial(id('pearl'), [
          [0, '#ffffff'],
          [0.6, '#fce7f3'],
          [1, '#c4b5fd'],
        ]),
        linear(id('shell'), [
          [0, '#c4b5fd'],
          [1, '#4c1d95'],
        ]),
      ),
      path('M12 46 C10 18 34 6 50 6 C66 6 90 18 88 46 Z', outlined(paint(id('shell')))),
      path('M18 44 C18 24 36 14 50 14 C64 14 82 24 82 44 Z', { fill: '#fbcfe8' }),
      path('M8 46 H92 C88 66 70 72 50 72 C30 72 12 66 8 46 Z', outlined(paint(id('shell')))),
      ellipse(50, 48, 36, 6, { fill: '#f9a8d4' }),
      circle(50, 42, 15, outlined(paint(id('pearl')))),
      circle(45, 37, 4, { fill: '#ffffff' }),
      ribbon('WILD', '#7c3aed'),
    ],
  },
  scallop: {
    name: 'Shell',
    accent: '#fbcfe8',
    draw: (id) => [
      defs(
        halo(id('halo'), '#f9a8d4'),
        linear(id('shell'), [
          [0, '#fdf2f8'],
          [0.5, '#f9a8d4'],
          [1, '#be185d'],
        ]),
      ),
      circle(50, 50, 50, { fill: paint(id('halo')) }),
      path('M36 78 H64 L60 92 H40 Z', outlined(paint(id('shell')))),
      path(
        'M50 84 L12 44 Q10 30 20 24 Q24 12 36 12 Q42 4 50 6 Q58 4 64 12 Q76 12 80 24 Q90 30 88 44 Z',
        outlined(paint(id('shell'))),
      ),
      path('M50 82 L18 30 M50 82 L31 16 M50 82 L44 9 M50 82 L56 9 M50 82 L69 16 M50 82 L82 30', {
        stroke: '#be185d',
        'stroke-width': 2,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
      gleam('M26 28 Q30 20 38 18 L40 22 Q33 24 30 31 Z', 0.7),
    ],
  },
  diver: {
    name: 'Diver',
    accent: '#fde047',
    draw: (id) => [
      defs(
        radial(id('brass'), [
          [0, '#fef3c7'],
          [0.45, '#f59e0b'],
          [1, '#78350f'],
        ]),
        radial(id('glass'), [
          [0, '#e0f2fe'],
          [0.6, '#38bdf8'],
          [1, '#0c4a6e'],
        ]),
      ),
      path('M14 93 Q14 74 30 71 H70 Q86 74 86 93 Z', outlined(paint(id('brass')))),
      ...[
        [24, 86],
        [38, 80],
        [62, 80],
        [76, 86],
      ].map(([cx, cy]) => circle(cx!, cy!, 2.5, outlined('#fde68a', 1.5))),
      rect(44, 5, 12, 9, { rx: 2, ...outlined(paint(id('brass')), 2.5) }),
      circle(50, 44, 33, outlined(paint(id('brass')))),
      circle(18, 48, 7, outlined(paint(id('glass')), 2.5)),
      circle(82, 48, 7, outlined(paint(id('glass')), 2.5)),
      circle(50, 48, 19, outlined('#b45309')),
      circle(50, 48, 14, outlined(paint(id('glass')), 2)),
      path('M50 34 V62 M36 48 H64', { stroke: '#78350f', 'stroke-width': 3 }),
      path('M26 30 Q32 18 44 14', {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 3,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
    ],
  },
  turtle: {
    name: 'Turtle',
    accent: '#4ade80',
    draw: (id) => {
      const flippers = [
        path('M34 40 C22 26 8 26 2 34 C12 42 24 48 33 50 Z', outlined(paint(id('skin')))),
        path('M34 72 C26 78 22 86 24 93 C32 89 40 83 42 76 Z', outlined(paint(id('skin')))),
      ];
      return [
        defs(
          radial(id('shell'), [
            [0, '#d9f99d'],
            [0.5, '#65a30d'],
            [1, '#365314'],
          ]),
          linear(id('skin'), [
            [0, '#99f6e4'],
            [1, '#0f766e'],
          ]),
        ),
        ...flippers,
        group(mirror, ...flippers),
        path('M50 91 L45 82 H55 Z', outlined(paint(id('skin')), 2.5)),
        ellipse(50, 18, 10, 12, outlined(paint(id('skin')))),
        circle(45, 15, 1.8, { fill: ink }),
        circle(55, 15, 1.8, { fill: ink }),
        ellipse(50, 55, 26, 31, outlined(paint(id('shell')))),
        path(
          'M50 43 L60 49 V61 L50 67 L40 61 V49 Z M50 43 V26 M60 49 L74 41 M60 61 L74 70 M50 67 V85 M40 61 L26 70 M40 49 L26 41',
          {
            fill: '#84cc16',
            stroke: '#365314',
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          },
        ),
      ];
    },
  },
  octopus: {
    name: 'Octopus',
    accent: '#f472b6',
    draw: (id) => [
      defs(
        radial(id('body'), [
          [0, '#fbcfe8'],
          [0.45, '#ec4899'],
          [1, '#831843'],
        ]),
      ),
      ...tentacles.map((d) =>
        path(d, { fill: 'none', stroke: ink, 'stroke-width': 14, 'stroke-linecap': 'round' }),
      ),
      ...tentacles.map((d) =>
        path(d, { fill: 'none', stroke: '#db2777', 'stroke-width': 9, 'stroke-linecap': 'round' }),
      ),
      path(
        'M20 48 C18 20 34 8 50 8 C66 8 82 20 80 48 C80 60 68 64 50 64 C32 64 20 60 20 48 Z',
        outlined(paint(id('body'))),
      ),
      ellipse(38, 42, 7, 8, outlined('#ffffff', 2)),
      ellipse(62, 42, 7, 8, outlined('#ffffff', 2)),
      circle(39, 44, 3.5, { fill: ink }),
      circle(63, 44, 3.5, { fill: ink }),
      path('M44 54 Q50 58 56 54', {
        fill: 'none',
        stroke: ink,
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
      ...[
        [36, 22, 3],
        [62, 18, 2.5],
        [50, 28, 2],
      ].map(([cx, cy, r]) => circle(cx!, cy!, r!, { fill: '#fbcfe8', opacity: 0.7 })),
    ],
  },
  fish: {
    name: 'Fish',
    accent: '#fb923c',
    draw: (id) => [
      defs(
        linear(id('scales'), [
          [0, '#fed7aa'],
          [0.4, '#fb923c'],
          [1, '#c2410c'],
        ]),
      ),
      path('M72 50 L95 28 Q88 50 95 72 Z', outlined(paint(id('scales')))),
      path('M34 31 Q50 6 68 32 Z', outlined('#ea580c')),
      path('M42 68 Q50 86 62 68 Z', outlined('#ea580c')),
      path('M6 50 C18 24 56 22 78 50 C56 78 18 76 6 50 Z', outlined(paint(id('scales')))),
      ...['M28 32 Q35 50 28 68', 'M52 29 Q59 50 52 71'].flatMap((d) => [
        path(d, { fill: 'none', stroke: ink, 'stroke-width': 11 }),
        path(d, { fill: 'none', stroke: '#ffffff', 'stroke-width': 6 }),
      ]),
      circle(18, 46, 5, outlined('#ffffff', 2)),
      circle(17, 46, 2.5, { fill: ink }),
      path('M8 54 Q12 56 15 54', { fill: 'none', stroke: ink, 'stroke-width': 2, 'stroke-linecap': 'round' }),
    ],
  },
} satisfies Record<string, SymbolArt>;
