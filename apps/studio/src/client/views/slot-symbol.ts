import { svg, svgFromShape } from '../dom';
import { drawSymbol, isArtName, symbolArt } from '../../games/slots/art/symbol-art';
import { symbolNames } from '../../games/slots/art/symbol-names';
import type { SlotTitle } from '@casino/fair/games/slots/titles/slot-title';
import type { Language } from '../i18n';

/** A slot symbol's drawing for the page, in its 100 × 100 box; gradient ids start with `prefix`. */
export function symbolDrawing(title: SlotTitle, symbol: string, prefix: string): SVGElement {
  const art = title.theme.symbols[symbol];
  if (isArtName(art)) return svgFromShape(drawSymbol(art, prefix));
  const text = svg('text', {
    x: 50,
    y: 58,
    'text-anchor': 'middle',
    'font-size': 24,
    'font-weight': 900,
    fill: '#ffffff',
  });
  text.textContent = symbol;
  return text;
}

/** What the round history and screen readers call a symbol, in the player's language. */
export function symbolName(title: SlotTitle, symbol: string, language: Language): string {
  const art = title.theme.symbols[symbol];
  if (!isArtName(art)) return symbol;
  return language === 'en' ? symbolArt[art].name : (symbolNames[art]?.[language] ?? symbolArt[art].name);
}
