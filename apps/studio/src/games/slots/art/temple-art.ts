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

/** Sun Temple's symbols: desert gold, turquoise and lapis blue. */

const gold = (id: IdOf) =>
  linear(id('gold'), [
    [0, '#fef3c7'],
    [0.4, '#fbbf24'],
    [1, '#92400e'],
  ]);
const mirror = { transform: 'translate(100 0) scale(-1 1)' };

export const templeArt = {
  'sun-wild': {
    name: 'Wild',
    accent: '#fde047',
    draw: (id) => [
      defs(
        radial(
          id('rays'),
          [
            [0, '#fef08a'],
            [1, '#ea580c'],
          ],
          { cx: 0.5, cy: 0.5, r: 0.5 },
        ),
        radial(id('sun'), [
          [0, '#fffbeb'],
          [0.5, '#fde047'],
          [1, '#f59e0b'],
        ]),
      ),
      polygon(starPoints(50, 38, 36, 24, 12), outlined(paint(id('rays')))),
      circle(50, 38, 21, outlined(paint(id('sun')))),
      path('M40 35 Q44 31 48 35 M52 35 Q56 31 60 35 M42 45 Q50 51 58 45', {
        fill: 'none',
        stroke: '#b45309',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
      ribbon('WILD', '#ea580c'),
    ],
  },
  temple: {
    name: 'Temple',
    accent: '#fef3c7',
    draw: (id) => [
      defs(
        linear(id('stone'), [
          [0, '#fffbeb'],
          [1, '#d97706'],
        ]),
        halo(id('halo'), '#fde047'),
      ),
      circle(50, 50, 50, { fill: paint(id('halo')) }),
      path('M8 34 L50 10 L92 34 Z', outlined(paint(id('stone')))),
      circle(50, 26, 5, outlined('#facc15', 2)),
      rect(12, 34, 76, 9, outlined(paint(id('stone')))),
      rect(44, 50, 12, 28, { fill: '#451a03' }),
      ...[16, 31, 59, 74].map((x) => rect(x, 43, 10, 35, outlined(paint(id('stone')), 2.5))),
      rect(10, 78, 80, 7, outlined(paint(id('stone')), 2.5)),
      rect(4, 85, 92, 7, outlined(paint(id('stone')), 2.5)),
    ],
  },
  idol: {
    name: 'Idol',
    accent: '#fbbf24',
    draw: (id) => [
      defs(gold(id)),
      path('M16 44 L6 14 L26 24 L34 4 L50 18 L66 4 L74 24 L94 14 L84 44 Z', outlined('#14b8a6')),
      path(
        'M50 14 C72 14 80 30 78 50 C76 72 64 90 50 92 C36 90 24 72 22 50 C20 30 28 14 50 14 Z',
        outlined(paint(id('gold'))),
      ),
      polygon('50,21 56,29 50,37 44,29', outlined('#ef4444', 2)),
      path('M29 49 Q37 42 45 49 Q37 54 29 49 Z M55 49 Q63 42 71 49 Q63 54 55 49 Z', { fill: ink }),
      path('M50 48 L45 66 H55 Z', { fill: '#b45309', opacity: 0.7 }),
      rect(39, 72, 22, 7, { rx: 2, fill: ink }),
      path('M28 58 L34 66 M72 58 L66 66', {
        stroke: '#b45309',
        'stroke-width': 3,
        'stroke-linecap': 'round',
      }),
      gleam('M33 22 Q28 34 28 46 L32 46 Q32 34 37 24 Z', 0.6),
    ],
  },
  scarab: {
    name: 'Scarab',
    accent: '#34d399',
    draw: (id) => {
      const shell = paint(id('shell'));
      const legs = 'M30 50 L16 42 L12 32 M28 62 L12 64 L8 74 M32 74 L20 84 L20 94';
      return [
        defs(
          radial(id('shell'), [
            [0, '#a7f3d0'],
            [0.4, '#10b981'],
            [1, '#064e3b'],
          ]),
          radial(id('sun'), [
            [0, '#fffbeb'],
            [0.5, '#fde047'],
            [1, '#d97706'],
          ]),
        ),
        circle(50, 13, 10, outlined(paint(id('sun')))),
        ...inkedLine(legs, '#065f46', 3),
        group(mirror, ...inkedLine(legs, '#065f46', 3)),
        path('M38 32 Q50 20 62 32 Z', outlined('#065f46')),
        ellipse(50, 38, 16, 8, outlined(shell)),
        path('M50 44 C30 44 24 58 26 70 C28 84 40 92 50 91 Z', outlined(shell)),
        path('M50 44 C70 44 76 58 74 70 C72 84 60 92 50 91 Z', outlined(shell)),
        gleam('M36 52 Q30 60 32 72 L36 72 Q35 60 40 53 Z', 0.55),
      ];
    },
  },
  eye: {
    name: 'Eye',
    accent: '#60a5fa',
    draw: (id) => [
      defs(
        radial(
          id('iris'),
          [
            [0, '#bfdbfe'],
            [0.5, '#3b82f6'],
            [1, '#1e3a8a'],
          ],
          { cx: 0.45, cy: 0.4, r: 0.6 },
        ),
      ),
      path('M12 30 Q50 8 90 26 L88 33 Q50 18 14 37 Z', outlined('#1e40af')),
      path('M10 52 Q50 22 90 52 Q50 76 10 52 Z', outlined('#fff7ed')),
      ...inkedLine('M86 51 L97 48', '#1e40af', 4),
      circle(50, 50, 14, outlined(paint(id('iris')))),
      circle(50, 50, 6, { fill: ink }),
      circle(45, 45, 2.5, { fill: '#ffffff' }),
      ...inkedLine('M42 66 L36 90', '#1e40af', 5),
      ...inkedLine('M58 66 Q62 86 76 86 Q86 84 82 74 Q78 68 72 74', '#1e40af', 4),
    ],
  },
  ankh: {
    name: 'Ankh',
    accent: '#facc15',
    draw: (id) => {
      const metal = paint(id('gold'));
      return [
        defs(
          linear(
            id('gold'),
            [
              [0, '#a16207'],
              [0.4, '#fde047'],
              [0.6, '#fef9c3'],
              [1, '#a16207'],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 0 },
          ),
        ),
        ellipse(50, 28, 14, 19, { fill: 'none', stroke: ink, 'stroke-width': 16 }),
        ellipse(50, 28, 14, 19, { fill: 'none', stroke: metal, 'stroke-width': 10 }),
        path('M44 56 H56 L61 94 H39 Z', outlined(metal)),
        rect(14, 45, 72, 12, { rx: 4, ...outlined(metal) }),
        circle(50, 51, 4, outlined('#14b8a6', 1.5)),
      ];
    },
  },
} satisfies Record<string, SymbolArt>;
