import type { FieldError } from './validation';

/*
 * Names that are what they look like (Unicode UTS #39, restricted to what a name needs). Every name
 * (first, last, nickname, username) refuses invisible characters and stacks of combining marks; a
 * nickname or username must also be of one script (or Latin with Han, kana or Hangul, as Japanese,
 * Chinese and Korean write), and not be wholly of Cyrillic or Greek letters that pass for Latin.
 */

// Default-ignorable code points (zero-width, fillers such as U+3164, U+115F, U+FFA0, variation
// selectors), the blank Braille pattern U+2800, and every space but the ordinary one.
const invisible = /[\p{Default_Ignorable_Code_Point}\u2800]|(?! )\s/u;

/** More marks in a row than any script needs, or the same mark twice in a row (UTS #39, 5.4). */
const maxMarksInRow = 3;

function hasMarkStack(value: string): boolean {
  let run = 0;
  let previous = '';
  for (const char of value) {
    if (!/\p{M}/u.test(char)) {
      run = 0;
      previous = '';
      continue;
    }
    run += 1;
    if (run > maxMarksInRow || char === previous) return true;
    previous = char;
  }
  return false;
}

/** Invisible characters or a stack of marks: refused in every name. */
export function checkNameCharacters(value: string): FieldError {
  const text = value.normalize('NFC');
  // Marks are counted decomposed (NFD), as UTS #39 counts them: é followed by U+0301 is two acute accents.
  return invisible.test(text) || hasMarkStack(value.normalize('NFD')) ? 'invalid_characters' : null;
}

// The scripts a name is checked against; a letter of none of them counts as one script of its own.
const scripts = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((name) => ({ name, pattern: new RegExp(`\\p{Script_Extensions=${name}}`, 'u') }));

// UTS #39's augmented script sets: Han is written in Japanese, Korean and Chinese with Bopomofo.
const augmented: Record<string, string[]> = {
  Han: ['Han', 'Jpan', 'Kore', 'Hanb'],
  Hiragana: ['Hiragana', 'Jpan'],
  Katakana: ['Katakana', 'Jpan'],
  Hangul: ['Hangul', 'Kore'],
  Bopomofo: ['Bopomofo', 'Hanb'],
};

const isCommon = /[\p{Script_Extensions=Common}\p{Script_Extensions=Inherited}]/u;

/** The scripts a character may belong to, or null when it belongs to any (digits, punctuation, marks). */
function scriptsOf(char: string): Set<string> | null {
  if (isCommon.test(char)) return null;
  const found = scripts
    .filter(({ pattern }) => pattern.test(char))
    .flatMap(({ name }) => augmented[name] ?? [name]);
  return new Set(found.length > 0 ? found : ['Other']);
}

function intersect(sets: Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  if (!first) return new Set(['Any']);
  return new Set([...first].filter((script) => rest.every((set) => set.has(script))));
}

/**
 * The scripts the whole text can be read in (UTS #39's resolved script set), with Latin allowed
 * beside Japanese, Korean or Chinese (its "highly restrictive" level). Empty when the text mixes.
 */
export function resolvedScripts(value: string): Set<string> {
  const sets = [...value].map(scriptsOf).filter((set) => set !== null);
  const resolved = intersect(sets);
  if (resolved.size > 0) return resolved;
  const nonLatin = intersect(sets.filter((set) => !set.has('Latin')));
  return new Set([...nonLatin].filter((script) => ['Jpan', 'Kore', 'Hanb'].includes(script)));
}

// Cyrillic and Greek letters drawn as Latin ones: a name of nothing else passes for a Latin name.
const latinLookAlikes = new Set('аеорсухѕіјӏԁԛԝүһАВЕКМНОРСТХЅІЈҮοινρυχΑΒΕΖΗΙΚΜΝΟΡΤΥΧ');

function isLatinLookAlike(value: string): boolean {
  const letters = [...value].filter((char) => /\p{L}/u.test(char));
  return letters.length > 0 && letters.every((char) => latinLookAlikes.has(char));
}

/** A nickname or username: a name's characters, of one script, and not a Latin look-alike. */
export function checkIdentifierScripts(value: string): FieldError {
  const text = value.normalize('NFC');
  const characters = checkNameCharacters(text);
  if (characters) return characters;
  if (resolvedScripts(text).size === 0) return 'name_mixed_scripts';
  return isLatinLookAlike(text) ? 'name_mixed_scripts' : null;
}
