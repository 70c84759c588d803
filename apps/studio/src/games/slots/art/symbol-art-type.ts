import type { IdOf, Shape } from './svg-shape';

/** One symbol's drawing: what each art file gives and the symbol table (symbol-art.ts) gathers. */
export interface SymbolArt {
  /** Said in the round history and to screen readers. */
  name: string;
  /** Its main colour: the frame of its tile on the catalogue thumbnail. */
  accent: string;
  /** The drawing, in a 100 × 100 box, lit from the upper left and outlined in ink. */
  draw: (id: IdOf) => Shape[];
}
