import { describe, expect, it } from 'vitest';
import { languages, loadTexts, textKeys } from '../i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('game page texts, one file per language', () => {
  const english = loadTexts('en');

  for (const language of languages.filter((code) => code !== 'en')) {
    it(`${language} has every key of en, no other, and the same {placeholders}`, async () => {
      const [en, texts] = await Promise.all([english, loadTexts(language)]);
      expect(Object.keys(texts).sort()).toEqual([...textKeys].sort());
      for (const key of textKeys) {
        expect(typeof texts[key], key).toBe('string');
        expect(texts[key].trim(), key).not.toBe('');
        expect(placeholders(texts[key]), `${language} ${key}`).toEqual(placeholders(en[key]));
      }
    });
  }
});
