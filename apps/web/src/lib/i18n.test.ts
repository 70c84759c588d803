import { describe, expect, it } from 'vitest';
import { changeLocale, detectLocale, i18n } from './i18n';
import { storage } from './storage';

const nav = (languages: string[], language = languages[0] ?? '') => ({ languages, language });

describe('detectLocale', () => {
  it('uses the stored user-locale first', () => {
    localStorage.setItem('user-locale', 'de');
    expect(detectLocale(storage, nav(['fr-FR', 'es']))).toBe('de');
  });
  it('skips an unsupported stored locale and takes the first supported browser locale', () => {
    localStorage.setItem('user-locale', 'it');
    expect(detectLocale(storage, nav(['it-IT', 'es-MX', 'fr']))).toBe('es');
  });
  it('falls back to the region-less browser locale', () => {
    expect(detectLocale(storage, nav(['pt-BR']))).toBe('pt');
    expect(detectLocale(storage, nav(['nb-NO']))).toBe('no');
  });
  it('uses navigator.language when languages is empty, and ends with en', () => {
    expect(detectLocale(storage, nav([], 'fr-CA'))).toBe('fr');
    expect(detectLocale(storage, nav(['zh-CN', 'ja']))).toBe('en');
    expect(detectLocale(storage, nav([], ''))).toBe('en');
  });
});

describe('changeLocale', () => {
  it('loads the messages on demand, sets <html lang> and stores the choice', async () => {
    expect(i18n.hasResourceBundle('no', 'common')).toBe(false);
    await changeLocale('no', storage);
    expect(i18n.hasResourceBundle('no', 'common')).toBe(true);
    expect(i18n.t('header.login')).toBe('Logg inn');
    expect(document.documentElement.lang).toBe('no');
    expect(localStorage.getItem('user-locale')).toBe('no');
  });
  it('fetches only the active language', async () => {
    await changeLocale('fr', storage);
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('pt', 'common')).toBe(false);
  });
});
