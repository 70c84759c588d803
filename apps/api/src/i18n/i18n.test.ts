import { resultCodeNames } from '@casino/contract';
import { supportedLocales } from '@casino/rules';
import { describe, expect, it } from 'vitest';
import { catalogues, translate } from './index';

/** Messages that are honestly the same word in another language; keep this list short. */
const cognates: Partial<Record<string, string[]>> = {};

describe('server message catalogues', () => {
  const english = catalogues.en;

  it('give every result code an English message', () => {
    for (const code of resultCodeNames) expect(english[code], code).toBeTruthy();
  });

  it.each(supportedLocales.filter((locale) => locale !== 'en'))('%s has every key, translated', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(catalogue)) {
      expect(value, `${locale}.${key}`).toBeTruthy();
      if (!cognates[locale]?.includes(key)) {
        expect(value, `${locale}.${key} is still English`).not.toBe(english[key as keyof typeof english]);
      }
    }
  });

  it('translates by locale', () => {
    expect(translate('de', 'session_expired')).toBe('Sitzung abgelaufen');
    expect(translate('en', 'session_expired')).toBe('Session expired');
  });
});
