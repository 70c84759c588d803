/**
 * Control characters in text that people send us. A terminal obeys them (ESC starts a sequence that
 * clears the screen, recolours it or hides a link), XML 1.0 cannot carry most of them at all, and no
 * form needs any but newline and tab. The API refuses them in every text it takes; what was stored
 * before is escaped wherever it is printed.
 */

// C0 but tab and newline, DEL, and C1 (U+0080 to U+009F: U+009B is a one-character CSI to some terminals).
const refusedControl = /(?![\t\n])\p{Cc}/u;

/** True when the text holds a control character other than newline and tab. */
export function hasControlCharacter(text: string): boolean {
  return refusedControl.test(text);
}

/**
 * Where in a request's data (body, query, params, headers) the first text with a control character
 * is, as a list of keys; null when there is none. Keys are checked as well as values.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, child] of value.entries()) {
      const found = findControlCharacter(child, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key];
      const found = findControlCharacter(child, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

// Bidi embeddings, overrides and isolates reorder what a terminal shows; escaped with the controls.
const terminalUnsafe = /(?![\t\n])[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Stored text as a terminal may print it: every control character but newline and tab, and every bidi
 * control, becomes its visible `\u{..}` escape, so the text shows what it holds and does nothing.
 */
export function escapeForTerminal(text: string): string {
  return text.replace(
    terminalUnsafe,
    (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(2, '0')}}`,
  );
}

// What XML 1.0 cannot carry even as a character reference: C0 but tab, newline and carriage return,
// lone surrogates, and U+FFFE / U+FFFF.
const xmlInvalid = /(?![\t\n\r\u007F-\u009F])\p{Cc}|[\uFFFE\uFFFF\p{Cs}]/gu;

/** The text without the characters XML 1.0 cannot carry (a feed with one is unreadable to every reader). */
export function stripXmlInvalid(text: string): string {
  return text.replace(xmlInvalid, '');
}
