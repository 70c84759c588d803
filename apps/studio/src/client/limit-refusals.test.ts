import { describe, expect, it } from 'vitest';
import { translator } from './i18n';
import de from './locales/de.json';
import en from './locales/en.json';
import { createFormats } from './format';
import { bonusMaxBetText, namedLimitText } from './limit-refusals';

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

describe("the game's stake limits in a refusal", () => {
  const en_ = translator(en);
  const money = createFormats('en-GB', 'EUR').money;

  it("names the range of one bet on crash and slots, and a table round's most in all", () => {
    const range = { code: 'amount_out_of_range', data: { minBet: '10', maxBet: '10000' } };
    expect(namedLimitText(en_, range, money)).toBe('Bets here are from €0.10 to €100.00.');
    const german = createFormats('de-DE', 'EUR').money;
    expect(namedLimitText(translator(de), range, german)).toBe(
      'Einsätze hier reichen von 0,10\u00a0€ bis 100,00\u00a0€.',
    );
    const round = { code: 'amount_out_of_range', data: { maxBet: '50000', placed: '100' } };
    expect(namedLimitText(en_, round, money)).toBe('Your bets in one round may add up to at most €500.00.');
  });

  it("puts the bonus's limit first and leaves refusals without limits to the general texts", () => {
    const bonus = { code: 'bonus_max_bet_exceeded', data: { maxBet: '500' } };
    expect(namedLimitText(en_, bonus, money)).toBe('Your bonus allows at most €5.00 a bet: lower the bet.');
    expect(namedLimitText(en_, { code: 'amount_out_of_range', data: null }, money)).toBeNull();
    expect(namedLimitText(en_, { code: 'insufficient_funds', data: { maxBet: '5' } }, money)).toBeNull();
  });
});
