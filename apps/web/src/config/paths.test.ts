import { describe, expect, it } from 'vitest';
import { buildPath, paths } from './paths';

describe('buildPath', () => {
  it('prepends the current locale where the route takes one', () => {
    expect(paths.locale.href({}, 'de')).toBe('/de');
    expect(buildPath('/:lang/news/:url', { url: 'big-win' }, 'fr')).toBe('/fr/news/big-win');
  });
  it('keeps an explicitly given locale', () => {
    expect(paths.locale.href({ lang: 'no' }, 'de')).toBe('/no');
  });
  it('leaves routes without a locale untouched', () => {
    expect(paths.casino.href({}, 'es')).toBe('/casino');
    expect(paths.home.href()).toBe('/');
  });
  it('fills and encodes parameters, drops missing optional ones', () => {
    expect(paths.play.href({ system: 'studio', title: 'Dice & Co' })).toBe('/play/studio/Dice%20%26%20Co');
    expect(paths.myAccount.href()).toBe('/profile/my-account');
    expect(paths.myAccount.href({ redirect: 'deposit' })).toBe('/profile/my-account/deposit');
    expect(paths.info.href()).toBe('/info');
  });
  it('refuses a missing required parameter', () => {
    expect(() => paths.newsArticle.href()).toThrow(/url/);
  });
});
