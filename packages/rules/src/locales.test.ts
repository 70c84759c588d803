import { describe, expect, it } from 'vitest';
import { localeFromHeader, resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('takes the stored locale first when it is supported', () => {
    expect(resolveLocale({ stored: 'de', browser: ['fr-FR'] })).toBe('de');
  });
  it('ignores an unsupported stored locale and uses the browser locale', () => {
    expect(resolveLocale({ stored: 'it', browser: ['es'] })).toBe('es');
  });
  it('falls back to the region-less form of the browser locale', () => {
    expect(resolveLocale({ browser: ['pt-BR'] })).toBe('pt');
  });
  it('maps Norwegian Bokmål to no', () => {
    expect(resolveLocale({ browser: ['nb-NO'] })).toBe('no');
  });
  it('walks the browser list in order', () => {
    expect(resolveLocale({ browser: ['it-IT', 'ja', 'fr-CA'] })).toBe('fr');
  });
  it('ends with en', () => {
    expect(resolveLocale({ stored: null, browser: ['zh-CN'] })).toBe('en');
    expect(resolveLocale({})).toBe('en');
  });
});

describe('localeFromHeader', () => {
  it('reads x-language values and defaults to en', () => {
    expect(localeFromHeader('fr')).toBe('fr');
    expect(localeFromHeader('DE-at')).toBe('de');
    expect(localeFromHeader(undefined)).toBe('en');
    expect(localeFromHeader('klingon')).toBe('en');
  });
});
