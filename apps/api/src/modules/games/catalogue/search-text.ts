/** Letters NFD does not take apart (Norwegian, German, French ligatures). */
const foldedLetters: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
};

/**
 * The form both the catalogue and a player's query are reduced to before they are compared: lower
 * case, accents stripped (NFD, then the combining marks dropped), apostrophes removed so "Gonzo's"
 * matches "gonzos", any other punctuation a space, spaces collapsed. 'Lucky Café — Deluxe' becomes
 * 'lucky cafe deluxe'.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[øæœßłđðþ]/g, (letter) => foldedLetters[letter] ?? letter)
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a normalized query (at most `max`, longest first so the rarest filter runs first). */
export function searchWords(normalized: string, max = 6): string[] {
  const unique = [...new Set(normalized.split(' ').filter(Boolean))];
  return unique.sort((a, b) => b.length - a.length).slice(0, max);
}

/**
 * Escapes LIKE's wildcards so a player's text only ever matches itself. Normalized text has none, but
 * the escape keeps the query safe whatever the normalization lets through later.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
