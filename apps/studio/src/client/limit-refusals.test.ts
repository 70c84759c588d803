import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import { createFormats } from './format';
import { bonusMaxBetText } from './limit-refusals';

describe("the bonus's maximum-bet refusal", () => {
  it('names the limit in the money format of the page', () => {
    const german = createFormats('de-DE', 'EUR');
    const refusal = { code: 'bonus_max_bet_exceeded', data: { maxBet: '500' } };
    expect(bonusMaxBetText(translator(de), refusal, german.money)).toBe(
      'Dein Bonus erlaubt höchstens 5,00\u00a0€ pro Einsatz: senke den Einsatz.',
    );
    expect(bonusMaxBetText(translator(en), refusal, createFormats('en-GB', 'EUR').money)).toBe(
      'Your bonus allows at most €5.00 a bet: lower the bet.',
    );
  });

  it('leaves other refusals, and one without its limit, to the general texts', () => {
    const money = createFormats('en-GB', 'EUR').money;
    expect(
      bonusMaxBetText(translator(en), { code: 'insufficient_funds', data: { maxBet: '5' } }, money),
    ).toBeNull();
    expect(bonusMaxBetText(translator(en), { code: 'bonus_max_bet_exceeded', data: null }, money)).toBeNull();
  });
});
