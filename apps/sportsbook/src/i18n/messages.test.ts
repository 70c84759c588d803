import { isResultCode } from '@casino/contract';
import { sportsbookRoutes } from '@casino/contract/routes/sportsbook';
import { describe, expect, it } from 'vitest';
import { messageOf, sportsbookCatalogues, sportsbookLanguages } from './messages.js';

describe("the sportsbook's messages", () => {
  const english = sportsbookCatalogues.en as Record<string, string>;

  it('name real result codes, and cover every code a placement answers', () => {
    for (const code of Object.keys(english)) expect(isResultCode(code), code).toBe(true);
    for (const code of sportsbookRoutes.placeTicket.resultCodes) expect(english[code], code).toBeTruthy();
  });

  it.each(sportsbookLanguages.filter((language) => language !== 'en'))(
    '%s has every code, translated',
    (language) => {
      const catalogue = sportsbookCatalogues[language] as Record<string, string>;
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [code, text] of Object.entries(catalogue))
        expect(text, `${language}.${code}`).not.toBe(english[code]);
    },
  );

  it('answers in the language asked, English otherwise', () => {
    expect(messageOf('de', 'bet_odds_changed')).toMatch(/Quoten/);
    expect(messageOf('xx', 'bet_odds_changed')).toMatch(/odds have changed/);
  });
});
