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
  type Shape,
} from './svg-shape';

/** Dragon Hoard's symbols: fire, a green dragon and the treasure it sleeps on. */

/** One sword pointing up along x = 50; the symbol crosses two of them. */
function sword(metal: string, hilt: string): Shape {
  return group(
    {},
    path('M50 4 L57 15 L57 64 L43 64 L43 15 Z', outlined(metal, 2.5)),
    path('M50 12 V60', { stroke: '#64748b', 'stroke-width': 2 }),
    rect(32, 62, 36, 8, { rx: 3, ...outlined(hilt, 2.5) }),
    rect(46, 70, 8, 16, outlined('#7c2d12', 2.5)),
    circle(50, 90, 5, outlined(hilt, 2.5)),
  );
}

export const dragonArt = {
  'flame-wild': {
    name: 'Wild',
    accent: '#fb923c',
    draw: (id) => [
      defs(
        linear(id('outer'), [
          [0, '#fde047'],
          [0.5, '#f97316'],
          [1, '#b91c1c'],
        ]),
        linear(id('inner'), [
          [0, '#fffbeb'],
          [1, '#facc15'],
        ]),
      ),
      path(
        'M50 4 C58 20 78 28 78 50 C78 66 66 74 50 74 C34 74 22 66 22 50 C22 38 28 30 34 24 C36 34 42 38 46 38 C42 26 44 14 50 4 Z',
        outlined(paint(id('outer'))),
      ),
      path('M50 34 C56 44 66 50 64 60 C62 68 56 72 50 72 C44 72 38 68 37 60 C36 52 44 48 50 34 Z', {
        fill: paint(id('inner')),
      }),
      ribbon('WILD', '#b91c1c'),
    ],
  },
  'dragon-egg': {
    name: 'Dragon egg',
    accent: '#fef9c3',
    draw: (id) => [
      defs(
        radial(id('egg'), [
          [0, '#fffbeb'],
          [0.45, '#fde68a'],
          [1, '#b45309'],
        ]),
        halo(id('halo'), '#fb923c'),
      ),
      circle(50, 52, 50, { fill: paint(id('halo')) }),
      path(
        'M50 8 C72 8 84 40 84 60 C84 80 68 92 50 92 C32 92 16 80 16 60 C16 40 28 8 50 8 Z',
        outlined(paint(id('egg'))),
      ),
      path(
        'M26 44 Q34 36 42 44 Q50 36 58 44 Q66 36 74 44 M22 62 Q30 54 38 62 Q46 54 54 62 Q62 54 70 62 Q76 56 80 60 M30 80 Q38 72 46 80 Q54 72 62 80 Q68 74 72 78',
        {
          fill: 'none',
          stroke: '#b91c1c',
          'stroke-width': 2.5,
          opacity: 0.55,
          'stroke-linecap': 'round',
        },
      ),
      path('M58 10 L52 24 L60 30 L50 42', {
        fill: 'none',
        stroke: ink,
        'stroke-width': 2.5,
        'stroke-linejoin': 'round',
      }),
      gleam('M36 24 Q28 38 27 52 L32 52 Q33 38 40 26 Z', 0.6),
    ],
  },
  dragon: {
    name: 'Dragon',
    accent: '#4ade80',
    draw: (id) => [
      defs(
        linear(
          id('scales'),
          [
            [0, '#bbf7d0'],
            [0.4, '#22c55e'],
            [1, '#14532d'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
        linear(id('horn'), [
          [0, '#fffbeb'],
          [1, '#a8a29e'],
        ]),
      ),
      path('M60 30 Q70 10 92 4 Q84 20 72 38 Z', outlined(paint(id('horn')), 2.5)),
      path('M84 46 L96 50 L86 56 L97 62 L87 68 L96 75 L86 80', outlined('#15803d', 2.5)),
      path(
        'M85 96 C90 74 88 50 74 36 C64 26 46 22 32 30 C24 35 16 40 8 46 C4 50 5 56 10 58 L30 62 C24 66 22 70 26 73 L44 68 C52 72 56 82 55 96 Z',
        outlined(paint(id('scales'))),
      ),
      path('M46 26 Q50 10 64 4 Q62 18 58 30 Z', outlined(paint(id('horn')), 2.5)),
      path('M12 58 L15 63 L18 59 M20 60 L23 65 L26 61', { fill: '#ffffff', stroke: ink, 'stroke-width': 1 }),
      path('M36 36 Q46 30 56 36', {
        fill: 'none',
        stroke: '#14532d',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
      ellipse(48, 42, 7, 4.5, outlined('#fde047', 2)),
      ellipse(49, 42, 1.6, 3.8, { fill: ink }),
      circle(16, 48, 2, { fill: ink }),
      path('M60 78 Q68 76 72 82 M58 88 Q68 86 74 92', {
        fill: 'none',
        stroke: '#14532d',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
    ],
  },
  crown: {
    name: 'Crown',
    accent: '#facc15',
    draw: (id) => [
      defs(
        linear(id('gold'), [
          [0, '#fef9c3'],
          [0.45, '#facc15'],
          [1, '#a16207'],
        ]),
      ),
      path('M14 74 L8 28 L31 48 L50 16 L69 48 L92 28 L86 74 Z', outlined(paint(id('gold')))),
      rect(12, 70, 76, 16, { rx: 4, ...outlined(paint(id('gold'))) }),
      circle(8, 26, 5, outlined('#ef4444', 2)),
      circle(50, 13, 6, outlined('#ef4444', 2)),
      circle(92, 26, 5, outlined('#ef4444', 2)),
      polygon('50,71 56,78 50,85 44,78', outlined('#3b82f6', 2)),
      circle(28, 78, 4, outlined('#22c55e', 1.5)),
      circle(72, 78, 4, outlined('#22c55e', 1.5)),
      gleam('M20 40 L24 66 L28 66 L25 44 Z', 0.5),
    ],
  },
  swords: {
    name: 'Swords',
    accent: '#e5e7eb',
    draw: (id) => [
      defs(
        linear(
          id('steel'),
          [
            [0, '#ffffff'],
            [0.5, '#cbd5e1'],
            [1, '#64748b'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 0 },
        ),
      ),
      group({ transform: 'rotate(-38 50 50)' }, sword(paint(id('steel')), '#facc15')),
      group({ transform: 'rotate(38 50 50)' }, sword(paint(id('steel')), '#facc15')),
    ],
  },
  shield: {
    name: 'Shield',
    accent: '#93c5fd',
    draw: (id) => [
      defs(
        linear(
          id('field'),
          [
            [0, '#93c5fd'],
            [0.5, '#2563eb'],
            [1, '#1e3a8a'],
          ],
          { x1: 0, y1: 0, x2: 1, y2: 1 },
        ),
      ),
      path('M50 6 L88 16 C88 52 76 78 50 95 C24 78 12 52 12 16 Z', outlined('#facc15')),
      path('M50 13 L81 21 C81 51 71 72 50 87 C29 72 19 51 19 21 Z', { fill: paint(id('field')) }),
      ...inkedLine('M50 16 V84 M24 40 H76', '#facc15', 6, { 'stroke-linecap': 'butt' }),
      circle(50, 40, 8, outlined('#facc15', 2.5)),
      gleam('M24 24 L44 19 L44 34 L25 38 Z', 0.3),
    ],
  },
  gem: {
    name: 'Gem',
    accent: '#67e8f9',
    draw: () => [
      polygon('28,20 72,20 92,42 50,92 8,42', outlined('#06b6d4', 3.5)),
      polygon('28,20 72,20 62,42 38,42', { fill: '#cffafe' }),
      polygon('8,42 28,20 38,42', { fill: '#67e8f9' }),
      polygon('92,42 72,20 62,42', { fill: '#0891b2' }),
      polygon('8,42 38,42 50,92', { fill: '#22d3ee' }),
      polygon('38,42 62,42 50,92', { fill: '#a5f3fc' }),
      polygon('62,42 92,42 50,92', { fill: '#0e7490' }),
      polygon('28,20 72,20 92,42 50,92 8,42', {
        fill: 'none',
        stroke: ink,
        'stroke-width': 3.5,
        'stroke-linejoin': 'round',
      }),
      path('M8 42 H92 M38 42 L50 92 L62 42 M28 20 L38 42 M72 20 L62 42', {
        fill: 'none',
        stroke: '#164e63',
        'stroke-width': 1.2,
        opacity: 0.7,
      }),
      polygon('34,24 44,24 38,34', { fill: '#ffffff', opacity: 0.8 }),
    ],
  },
} satisfies Record<string, SymbolArt>;
