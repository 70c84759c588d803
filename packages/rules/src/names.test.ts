import { describe, expect, it } from 'vitest';
import { checkIdentifierScripts, checkNameCharacters, resolvedScripts } from './names';
import { checkSignupUsername, profileTextRules } from './validation';

describe('every name (first, last, nickname, username)', () => {
  it.each([
    ['Hangul filler U+3164', 'Ann\u3164e'],
    ['Hangul choseong filler U+115F', '\u115FAnne'],
    ['halfwidth Hangul filler U+FFA0', 'An\uFFA0ne'],
    ['blank Braille pattern U+2800', 'Anne\u2800'],
    ['only a blank Braille pattern', '\u2800\u2800\u2800\u2800\u2800'],
    ['variation selector', 'Anne\uFE0F'],
    ['no-break space', 'Anne\u00A0Marie'],
    ['ideographic space', 'Anne\u3000Marie'],
    ['four combining marks in a row', 'Ane\u0301\u0302\u0303\u0304'],
    ['the same mark twice', 'Ane\u0301\u0301'],
    ['a zalgo run', 'A\u0336\u0337\u0338\u0339\u033a\u033bnne'],
  ])('refuse %s', (_case, name) => {
    expect(checkNameCharacters(name)).toBe('invalid_characters');
    expect(profileTextRules.fname(name)).toBe('invalid_characters');
    expect(profileTextRules.lname(name)).toBe('invalid_characters');
    expect(profileTextRules.nickname(name)).toBe('invalid_characters');
    expect(checkSignupUsername(name)).not.toBeNull();
  });

  it.each([
    ['an ordinary space', 'Anne Marie'],
    ['NFC accents', 'José'],
    ['decomposed accents', 'Jose\u0301'],
    ['Vietnamese with two marks', 'Nguyê\u0303n'],
    ['Thai with a vowel and a tone mark', 'นั้นนะ'],
    ['Devanagari', 'अनीता'],
  ])('take %s', (_case, name) => {
    expect(checkNameCharacters(name)).toBeNull();
  });
});

describe('nicknames (UTS #39 mixed script and Latin look-alikes)', () => {
  it.each([
    ['Cyrillic a in a Latin name', 'p\u0430ypal'],
    ['Greek omicron in a Latin name', 'rob\u03BFt1'],
    ['Latin and Cyrillic words', 'Ivan Иван'],
    ['Latin and Arabic', 'Alimحمد'],
    ['Greek and Cyrillic', 'Αλεξ Саша'],
    ['all Cyrillic look-alikes of Latin', '\u0441\u043E\u043E\u0440\u0435\u0440'],
    ['all Greek look-alikes of Latin', '\u039D\u0399\u039A\u039F'],
  ])('refuse %s', (_case, name) => {
    expect(checkIdentifierScripts(name)).toBe('name_mixed_scripts');
    expect(profileTextRules.nickname(name)).toBe('name_mixed_scripts');
  });

  it.each([
    ['Latin with digits and punctuation', 'lucky_7-star'],
    ['Cyrillic', 'Сергей'],
    ['Cyrillic with some look-alikes', 'Рома'],
    ['Greek', 'Ἀλέξανδρος'],
    ['Arabic', 'محمد'],
    ['Han', '欧阳娜娜'],
    ['Japanese: Han, Hiragana, Katakana and Latin', '山田たろうタロウ7x'],
    ['Korean: Hangul, Han and Latin', '김민준金ABC'],
    ['digits only', '12345'],
  ])('take %s', (_case, name) => {
    expect(checkIdentifierScripts(name)).toBeNull();
  });

  it('resolves the scripts a text reads in', () => {
    expect([...resolvedScripts('Anne')]).toEqual(['Latin']);
    expect(resolvedScripts('p\u0430ypal').size).toBe(0);
    expect(resolvedScripts('日本').has('Jpan')).toBe(true);
  });

  it('leave first and last names free to mix scripts (double-barrelled names), but not invisible', () => {
    expect(profileTextRules.fname('Ivan Иван')).toBeNull();
    expect(profileTextRules.lname('Ivan\u3164')).toBe('invalid_characters');
  });
});
