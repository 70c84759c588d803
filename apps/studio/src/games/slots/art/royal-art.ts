import type { SymbolArt } from './symbol-art-type';
import { circle, defs, ink, label, linear, paint } from './svg-shape';

/** The low-paying card ranks every title shares: a serif letter in its own colour, on a faint disc. */
function royal(text: string, colours: readonly [light: string, mid: string, dark: string]): SymbolArt {
  const [light, mid, dark] = colours;
  return {
    name: text,
    accent: mid,
    draw: (id) => [
      defs(
        linear(id('letter'), [
          [0, light],
          [0.5, mid],
          [1, dark],
        ]),
      ),
      circle(50, 50, 40, { fill: mid, opacity: 0.16 }),
      circle(50, 50, 40, { fill: 'none', stroke: mid, 'stroke-width': 2, opacity: 0.45 }),
      label(50, text.length > 1 ? 70 : 75, text, {
        'font-size': text.length > 1 ? 52 : 70,
        'font-family': 'serif',
        'letter-spacing': text.length > 1 ? -4 : 0,
        fill: paint(id('letter')),
        stroke: ink,
        'stroke-width': 5,
        'stroke-linejoin': 'round',
        'paint-order': 'stroke',
      }),
    ],
  };
}

export const royalArt = {
  'royal-a': royal('A', ['#fecaca', '#ef4444', '#7f1d1d']),
  'royal-k': royal('K', ['#e9d5ff', '#a855f7', '#4c1d95']),
  'royal-q': royal('Q', ['#bae6fd', '#0ea5e9', '#0c4a6e']),
  'royal-j': royal('J', ['#bbf7d0', '#22c55e', '#14532d']),
  'royal-ten': royal('10', ['#fde68a', '#f59e0b', '#78350f']),
} satisfies Record<string, SymbolArt>;
