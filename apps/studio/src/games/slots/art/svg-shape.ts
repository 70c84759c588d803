/**
 * Drawings as data: one tree becomes SVG markup for a catalogue thumbnail on the server and DOM nodes
 * on the game page, so the symbols look the same in both and depend on no font.
 */
export type Attributes = Readonly<Record<string, string | number>>;

export interface Shape {
  readonly tag: string;
  readonly attributes: Attributes;
  readonly children: readonly (Shape | string)[];
}

/** Gradient ids must be unique on a page: a drawing names its own and the caller prefixes them. */
export type IdOf = (local: string) => string;

export const shape = (tag: string, attributes: Attributes = {}, ...children: (Shape | string)[]): Shape => ({
  tag,
  attributes,
  children,
});

export const group = (attributes: Attributes, ...children: Shape[]) => shape('g', attributes, ...children);
export const path = (d: string, attributes: Attributes = {}) => shape('path', { d, ...attributes });
export const circle = (cx: number, cy: number, r: number, attributes: Attributes = {}) =>
  shape('circle', { cx, cy, r, ...attributes });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attributes: Attributes = {}) =>
  shape('ellipse', { cx, cy, rx, ry, ...attributes });
export const rect = (x: number, y: number, width: number, height: number, attributes: Attributes = {}) =>
  shape('rect', { x, y, width, height, ...attributes });
export const polygon = (points: string, attributes: Attributes = {}) =>
  shape('polygon', { points, ...attributes });

/** The dark line round every symbol: it keeps a symbol readable on any background and at any size. */
export const ink = '#1a1026';

export const outlined = (fill: string, width = 3): Attributes => ({
  fill,
  stroke: ink,
  'stroke-width': width,
  'stroke-linejoin': 'round',
  'stroke-linecap': 'round',
});

/** A line drawn twice, ink under colour, so it has an outline like the filled shapes. */
export function inkedLine(d: string, colour: string, width: number, attributes: Attributes = {}): Shape[] {
  const line = { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...attributes };
  return [
    path(d, { ...line, stroke: ink, 'stroke-width': width + 5 }),
    path(d, { ...line, stroke: colour, 'stroke-width': width }),
  ];
}

/** The soft white gleam that makes a flat shape read as round or polished. */
export const gleam = (d: string, opacity = 0.5) => path(d, { fill: '#ffffff', opacity });

export const paint = (id: string) => `url(#${id})`;

type Stops = readonly (readonly [offset: number, colour: string, opacity?: number])[];
const stopsOf = (stops: Stops) =>
  stops.map(([offset, colour, opacity = 1]) =>
    shape('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }),
  );

/** Top to bottom unless told otherwise. */
export const linear = (id: string, stops: Stops, direction: Attributes = { x1: 0, y1: 0, x2: 0, y2: 1 }) =>
  shape('linearGradient', { id, ...direction }, ...stopsOf(stops));

/** Lit from the upper left, as every symbol is. */
export const radial = (id: string, stops: Stops, centre: Attributes = { cx: 0.38, cy: 0.32, r: 0.72 }) =>
  shape('radialGradient', { id, ...centre }, ...stopsOf(stops));

export const defs = (...gradients: Shape[]) => shape('defs', {}, ...gradients);

/** The halo behind a scatter: it tells the symbol that starts the free spins apart at a glance. */
export const halo = (id: string, colour: string) =>
  radial(
    id,
    [
      [0, colour, 0.55],
      [0.6, colour, 0.2],
      [1, colour, 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );

export const generic = 'system-ui, sans-serif';

/** A text label in a generic font family, centred on x. */
export const label = (x: number, y: number, text: string, attributes: Attributes = {}) =>
  shape(
    'text',
    { x, y, 'text-anchor': 'middle', 'font-family': generic, 'font-weight': 900, ...attributes },
    text,
  );

/** The points of a star (or a sun's rays with many points), starting straight up. */
export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  return Array.from({ length: points * 2 }, (_, index) => {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = (Math.PI * index) / points - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function toMarkup(node: Shape | string): string {
  if (typeof node === 'string') return escapeXml(node);
  const attributes = Object.entries(node.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
  return `<${node.tag}${attributes}>${node.children.map(toMarkup).join('')}</${node.tag}>`;
}

/** The banner across the foot of a wild: the word stays readable whatever the symbol's picture. */
export function ribbon(text: string, fill: string, textFill = '#ffffff'): Shape {
  return group(
    {},
    path('M6 70 H94 L88 80 L94 90 H6 L12 80 Z', outlined(fill, 2.5)),
    label(50, 86.5, text, {
      'font-size': 17,
      'letter-spacing': 1.5,
      fill: textFill,
      stroke: ink,
      'stroke-width': 0.8,
    }),
  );
}
