/*
 * The PDF standard fonts (Helvetica) with WinAnsiEncoding: every letter of our six languages (en, es,
 * de, fr, pt, no) is in it, so no font file has to be embedded. Text is turned into its bytes here,
 * and measured with Helvetica's published glyph widths (thousandths of the font size).
 */

/** Code points above Latin-1 that WinAnsi holds, and the spaces we print as a no-break space. */
const beyondLatin1: Record<number, number> = {
  0x20ac: 0x80, // euro sign
  0x201a: 0x82,
  0x2026: 0x85, // ellipsis
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95, // bullet
  0x2013: 0x96, // en dash
  0x2014: 0x97, // em dash
  0x2212: 0x2d, // minus sign, as a hyphen
  // Intl writes French and Norwegian thousands with narrow or thin no-break spaces.
  0x202f: 0xa0,
  0x2009: 0xa0,
  0x2007: 0xa0,
};

/** Helvetica's widths of the printable ASCII characters, from the space (32) to the tilde (126). */
const asciiWidths = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** The WinAnsi byte of one character; '?' for one the font cannot show. */
export function winAnsiByte(codePoint: number): number {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return codePoint;
  if (codePoint >= 0xa0 && codePoint <= 0xff) return codePoint;
  return beyondLatin1[codePoint] ?? 0x3f;
}

export function encodeWinAnsi(text: string): Buffer {
  return Buffer.from([...text].map((char) => winAnsiByte(char.codePointAt(0)!)));
}

/**
 * The width of a text in points. Accented letters take their base letter's width (é as e): within a
 * point of the truth at our sizes, enough to right-align a column of amounts.
 */
export function textWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text.normalize('NFD')) {
    const byte = winAnsiByte(char.codePointAt(0)!);
    if (char.codePointAt(0)! >= 0x300 && char.codePointAt(0)! <= 0x36f) continue; // a combining accent
    width += byte >= 0x20 && byte <= 0x7e ? asciiWidths[byte - 0x20]! : byte === 0xa0 ? 278 : 556;
  }
  return (width * size) / 1000;
}
