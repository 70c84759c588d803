import { cloverArt } from './clover-art';
import { dragonArt } from './dragon-art';
import { frostArt } from './frost-art';
import { fruitArt } from './fruit-art';
import { mineArt } from './mine-art';
import { royalArt } from './royal-art';
import { seaArt } from './sea-art';
import type { SymbolArt } from './symbol-art-type';
import { group, type Shape } from './svg-shape';
import { templeArt } from './temple-art';

export type { SymbolArt } from './symbol-art-type';

/**
 * The studio's slot symbols, drawn as vectors (an emoji depends on the device's fonts and shows as an
 * empty box where there is none). A title names the drawing of each of its symbols in its theme; the
 * reels, the paytable and the catalogue thumbnail all draw from here.
 */
export const symbolArt = {
  ...royalArt,
  ...fruitArt,
  ...templeArt,
  ...dragonArt,
  ...cloverArt,
  ...frostArt,
  ...seaArt,
  ...mineArt,
} satisfies Record<string, SymbolArt>;

export type ArtName = keyof typeof symbolArt;

/** Whether a title's drawing name is one of the studio's drawings. */
export const isArtName = (name: string | undefined): name is ArtName =>
  name !== undefined && Object.hasOwn(symbolArt, name);

/** One symbol's drawing in its 100 × 100 box; its gradient ids all start with `prefix`. */
export function drawSymbol(name: ArtName, prefix: string): Shape {
  return group({}, ...symbolArt[name].draw((local) => `${prefix}-${local}`));
}
