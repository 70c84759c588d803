import { describe, expect, it } from 'vitest';
import { grantedSpinsNote } from './granted-spins';
import { languages, loadTexts, translator } from './i18n';

describe('where the wins of granted free spins go', () => {
  it('says a bonus’s free spins pay into that bonus with its wagering, in every language', async () => {
    const en = translator(await loadTexts('en'));
    expect(grantedSpinsNote(en, '€0.20', 30)).toBe(
      'A gift from the casino: each spin is played at €0.20 and costs you nothing. Wins go into the bonus these spins open, to wager 30 times before it becomes cash.',
    );
    expect(grantedSpinsNote(en, '€0.20', null)).toContain('Wins go to your balance.');
    for (const language of languages) {
      const t = translator(await loadTexts(language));
      const bonus = grantedSpinsNote(t, '0,20', 30);
      expect(bonus, language).toContain('30');
      expect(bonus, language).not.toBe(grantedSpinsNote(t, '0,20', null));
    }
  });
});
