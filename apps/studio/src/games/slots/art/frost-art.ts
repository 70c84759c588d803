import type { SymbolArt } from './symbol-art-type';
import {
  circle,
  defs,
  ellipse,
  group,
  halo,
  ink,
  inkedLine,
  linear,
  outlined,
  paint,
  path,
  polygon,
  rect,
  ribbon,
} from './svg-shape';

/** Frost Giants' symbols: ice blues, steel and old ivory. */

const mirror = { transform: 'translate(100 0) scale(-1 1)' };
const arm = 'M50 38 V9 M50 19 L42 11 M50 19 L58 11 M50 29 L43 23 M50 29 L57 23';
const turns = [0, 60, 120, 180, 240, 300];

export const frostArt = {
  'snowflake-wild': {
    name: 'Wild',
    accent: '#e0f2fe',
    draw: () => [
      ...turns.map((turn) =>
        path(arm, {
          transform: `rotate(${turn} 50 38)`,
          fill: 'none',
          stroke: ink,
          'stroke-width': 9,
          'stroke-linecap': 'round',
        }),
      ),
      ...turns.map((turn) =>
        path(arm, {
          transform: `rotate(${turn} 50 38)`,
          fill: 'none',
          stroke: '#e0f2fe',
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
      ),
      polygon('50,30 57,34 57,42 50,46 43,42 43,34', outlined('#7dd3fc', 2.5)),
      ribbon('WILD', '#0284c7'),
    ],
  },
  'ice-peak': {
    name: 'Ice peak',
    accent: '#bae6fd',
    draw: (id) => [
      defs(
        halo(id('halo'), '#a5f3fc'),
        linear(id('rock'), [
          [0, '#cbd5e1'],
          [1, '#1e3a8a'],
        ]),
        linear(id('far'), [
          [0, '#94a3b8'],
          [1, '#172554'],
        ]),
      ),
      circle(50, 50, 50, { fill: paint(id('halo')) }),
      path('M6 28 Q30 12 50 24 Q70 36 94 18', {
        fill: 'none',
        stroke: '#4ade80',
        'stroke-width': 5,
        opacity: 0.7,
        'stroke-linecap': 'round',
      }),
      path('M8 36 Q30 22 50 32 Q70 42 92 28', {
        fill: 'none',
        stroke: '#22d3ee',
        'stroke-width': 4,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
      path('M44 88 L70 36 L96 88 Z', outlined(paint(id('far')))),
      path('M70 36 L63 50 L67 47 L71 52 L74 46 L77 50 Z', outlined('#f8fafc', 2)),
      path('M4 88 L38 20 L72 88 Z', outlined(paint(id('rock')))),
      path('M38 20 L28 40 L34 36 L39 43 L44 36 L47 38 Z', outlined('#f8fafc', 2)),
      rect(2, 86, 96, 6, { rx: 3, ...outlined('#e0f2fe', 2) }),
    ],
  },
  giant: {
    name: 'Giant',
    accent: '#93c5fd',
    draw: (id) => [
      defs(
        linear(
          id('steel'),
          [
            [0, '#f1f5f9'],
            [0.5, '#94a3b8'],
            [1, '#334155'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
        linear(id('beard'), [
          [0, '#f8fafc'],
          [1, '#93c5fd'],
        ]),
        linear(id('skin'), [
          [0, '#bfdbfe'],
          [1, '#3b82f6'],
        ]),
      ),
      path('M26 32 C14 28 4 18 6 2 C14 12 22 18 32 22 Z', outlined('#fef3c7', 2.5)),
      group(mirror, path('M26 32 C14 28 4 18 6 2 C14 12 22 18 32 22 Z', outlined('#fef3c7', 2.5))),
      path('M28 30 H72 V56 Q50 64 28 56 Z', outlined(paint(id('skin')))),
      path(
        'M24 48 C22 74 38 94 50 95 C62 94 78 74 76 48 C70 58 62 60 56 58 L50 62 L44 58 C38 60 30 58 24 48 Z',
        outlined(paint(id('beard'))),
      ),
      path('M40 70 L42 84 M50 68 V88 M60 70 L58 84', {
        stroke: '#60a5fa',
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }),
      path('M34 61 Q44 54 50 58 Q56 54 66 61 Q56 64 50 61 Q44 64 34 61 Z', outlined('#e0f2fe', 2)),
      path('M24 34 C24 10 76 10 76 34 Z', outlined(paint(id('steel')))),
      rect(22, 30, 56, 8, { rx: 3, ...outlined('#94a3b8', 2.5) }),
      rect(47, 34, 6, 16, { rx: 2, ...outlined(paint(id('steel')), 2) }),
      path('M31 40 L44 43 M69 40 L56 43', { stroke: ink, 'stroke-width': 3, 'stroke-linecap': 'round' }),
      ellipse(38, 47, 5, 3, { fill: '#22d3ee' }),
      ellipse(62, 47, 5, 3, { fill: '#22d3ee' }),
    ],
  },
  axe: {
    name: 'Axe',
    accent: '#cbd5e1',
    draw: (id) => {
      const blade = path(
        'M54 20 C66 18 80 12 88 6 C94 22 94 44 88 58 C80 52 66 48 54 46 Z',
        outlined(paint(id('steel'))),
      );
      return [
        defs(
          linear(
            id('steel'),
            [
              [0, '#f8fafc'],
              [0.6, '#cbd5e1'],
              [1, '#64748b'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
          linear(
            id('wood'),
            [
              [0, '#d6a15c'],
              [1, '#78350f'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        ),
        group(
          { transform: 'translate(50 50) scale(0.86) rotate(-20) translate(-50 -50)' },
          rect(46, 14, 8, 82, { rx: 3, ...outlined(paint(id('wood'))) }),
          blade,
          group(mirror, blade),
          rect(42, 18, 16, 30, { rx: 3, ...outlined('#475569') }),
          polygon('50,2 55,18 45,18', outlined(paint(id('steel')), 2.5)),
          path('M46 70 L54 74 M46 78 L54 82 M46 86 L54 90', { stroke: '#451a03', 'stroke-width': 2 }),
        ),
      ];
    },
  },
  horn: {
    name: 'Horn',
    accent: '#fde68a',
    draw: (id) => [
      defs(
        linear(
          id('ivory'),
          [
            [0, '#b45309'],
            [0.5, '#fde68a'],
            [1, '#fffbeb'],
          ],
          { x1: 0, y1: 1, x2: 1, y2: 0 },
        ),
      ),
      path('M24 86 Q52 100 80 58', { fill: 'none', stroke: '#78350f', 'stroke-width': 3 }),
      path('M6 80 Q46 80 72 20 L96 40 Q58 98 6 88 Z', outlined(paint(id('ivory')))),
      ...inkedLine('M62 40 L84 58', '#facc15', 4, { 'stroke-linecap': 'butt' }),
      ...inkedLine('M40 68 L52 82', '#facc15', 4, { 'stroke-linecap': 'butt' }),
      ellipse(84, 30, 15, 6, { transform: 'rotate(40 84 30)', ...outlined('#78350f', 2.5) }),
      ellipse(84, 30, 10, 3, { transform: 'rotate(40 84 30)', fill: '#1c1917' }),
    ],
  },
  wolf: {
    name: 'Wolf',
    accent: '#e5e7eb',
    draw: (id) => [
      defs(
        linear(id('fur'), [
          [0, '#f3f4f6'],
          [0.5, '#9ca3af'],
          [1, '#4b5563'],
        ]),
      ),
      path(
        'M50 94 L36 82 L20 76 L10 52 L15 26 L27 5 L41 28 H59 L73 5 L85 26 L90 52 L80 76 L64 82 Z',
        outlined(paint(id('fur'))),
      ),
      path('M21 30 L27 13 L36 28 Z M79 30 L73 13 L64 28 Z', { fill: '#f9a8d4', opacity: 0.85 }),
      path('M50 30 L43 54 H57 Z', { fill: '#4b5563', opacity: 0.8 }),
      path('M50 93 L38 81 L40 58 Q50 52 60 58 L62 81 Z', { fill: '#f3f4f6' }),
      path('M21 74 L30 64 L25 60 M79 74 L70 64 L75 60', {
        fill: 'none',
        stroke: ink,
        'stroke-width': 2,
        'stroke-linejoin': 'round',
      }),
      path('M28 47 L42 46 L37 53 Z', outlined('#facc15', 2)),
      path('M72 47 L58 46 L63 53 Z', outlined('#facc15', 2)),
      path('M43 74 H57 L50 82 Z', { fill: ink, stroke: ink, 'stroke-width': 2, 'stroke-linejoin': 'round' }),
      path('M50 82 V87', { stroke: ink, 'stroke-width': 2 }),
    ],
  },
  runestone: {
    name: 'Rune',
    accent: '#67e8f9',
    draw: (id) => {
      const rune = 'M42 26 V80 M42 28 L62 40 L42 52 L62 80';
      return [
        defs(
          linear(
            id('stone'),
            [
              [0, '#cbd5e1'],
              [1, '#334155'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
        ),
        ellipse(50, 93, 40, 4, { fill: ink, opacity: 0.4 }),
        path('M22 93 L18 30 C18 8 82 8 82 30 L78 93 Z', outlined(paint(id('stone')))),
        path('M26 40 L32 47 L30 54 M72 70 L66 76', { fill: 'none', stroke: '#475569', 'stroke-width': 2 }),
        path(rune, {
          fill: 'none',
          stroke: '#22d3ee',
          'stroke-width': 13,
          opacity: 0.3,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
        path(rune, {
          fill: 'none',
          stroke: '#67e8f9',
          'stroke-width': 6,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
        path(rune, {
          fill: 'none',
          stroke: '#ecfeff',
          'stroke-width': 2,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      ];
    },
  },
} satisfies Record<string, SymbolArt>;
