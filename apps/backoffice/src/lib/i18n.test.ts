import { describe, expect, it } from 'vitest';
import { catalogues, locales, translate } from './i18n';

/** Words honestly the same in a language (a name, an acronym, a placeholder); keep this list short. */
const sameEverywhere = new Set([
  'app.signedInAs',
  'audit.details',
  'players.kyc',
  'withdrawals.status',
  'player.bonus',
  'audit.action',
]);

describe('back office catalogues', () => {
  const english = catalogues.en;

  it.each(locales.filter((locale) => locale !== 'en'))('%s has every key, translated', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(catalogue)) {
      expect(value, `${locale}.${key}`).toBeTruthy();
      const isCognate = sameEverywhere.has(key) || value.length <= 6;
      if (!isCognate)
        expect(value, `${locale}.${key} is still English`).not.toBe(english[key as keyof typeof english]);
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(value), `${locale}.${key}`).toEqual(
        placeholders(english[key as keyof typeof english]),
      );
    }
  });

  it('fills placeholders', () => {
    // A number and its unit bound by a no-break space in German, so they never wrap apart.
    expect(translate('de', 'login.wait', { seconds: 4 })).toContain('4\u00a0s');
  });
});
