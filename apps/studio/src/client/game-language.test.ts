// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PublicSeed, RoundData } from './api';
import { createFormats, playerLocale } from './format';
import { multiplierText } from './views/step-round-play';
import { fairnessPanel } from './fairness-panel';
import { gameTabs } from './game-tabs';
import {
  languages,
  loadTexts,
  textKeys,
  translator as translatorOf,
  type Language,
  type TextKey,
} from './i18n';
import { createSound } from './sound';
import { diceView } from './views/dice-view';
import { slotView } from './views/slot-view';
import { slotTitles } from '@casino/fair/games/slots/slot-titles';

const texts = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, await loadTexts(language)] as const)),
) as Record<Language, Awaited<ReturnType<typeof loadTexts>>>;
const translator = (language: Language) => translatorOf(texts[language]);
const en = translator('en');
const seed: PublicSeed = { serverSeedHash: 'ab'.repeat(32), clientSeed: 'my-seed', nonce: 3 } as PublicSeed;
// The panel's seed rotation is never clicked here: no call reaches the studio.
const unusedApi = {} as Parameters<typeof fairnessPanel>[0]['api'];

/** Words every language writes the same way: signs, brand-like names and the casino's own terms. */
const international: Partial<Record<TextKey, readonly string[]>> = {
  half: ['es', 'de', 'fr', 'pt', 'no'],
  double: ['es', 'de', 'fr', 'pt', 'no'],
  home: ['es', 'de', 'fr', 'pt', 'no'],
  jackpotPool: ['de', 'fr', 'pt', 'no'],
  jackpotWon: ['de', 'pt', 'no'],
  limits: ['de', 'fr'],
  mines: ['fr'],
  blackjackDealer: ['no'],
};

describe('game page languages', () => {
  it('has no English left in another language', () => {
    const source = translator('en');
    for (const language of languages.filter((code) => code !== 'en')) {
      const t = translator(language);
      const same = textKeys.filter(
        (key) => t(key) === source(key) && !international[key]?.includes(language),
      );
      expect(same, language).toEqual([]);
    }
  });

  it('labels the German fairness tab and its panel in German', () => {
    const t = translator('de');
    const fairness = fairnessPanel({ t, api: unusedApi, seed, onRotated: () => undefined });
    const { tabBar, panelHost, show } = gameTabs(t, {
      history: document.createElement('section'),
      fairness: fairness.element,
      help: document.createElement('section'),
    });
    const labels = [...tabBar.querySelectorAll('button')].map((button) => button.textContent);
    expect(labels).toEqual(['Verlauf', 'Nachweisbar fair', 'Hilfe']);
    show('fairness');
    const text = panelHost.textContent ?? '';
    expect(text).toContain('Seeds wechseln');
    for (const key of ['fairness', 'serverSeedHash', 'clientSeed', 'nonce', 'rotate', 'rotateHint'] as const)
      expect(text, key).not.toContain(en(key));
  });

  it('names slot symbols in the player language in the round history', () => {
    const title = slotTitles.find((entry) => entry.slug === 'neon-fruits')!;
    const round = {
      stake: '100',
      payout: '250',
      outcome: {
        base: {
          wins: [
            { symbol: 'orange', count: 3, coins: 7 },
            { symbol: 'cherry', count: 2, coins: 1 },
            { symbol: 'lemon', count: 3, coins: 5 },
          ],
        },
        freeSpins: [],
        multiplier: 1,
      },
    } as unknown as RoundData;
    const describeIn = (language: 'de' | 'no' | 'en') =>
      slotView(title)({
        t: translator(language),
        sound: createSound(),
        money: (minor) => String(minor),
        language,
        formats: createFormats(playerLocale(language, null), 'EUR'),
      }).describe(round);
    expect(describeIn('en')).toBe('3× Orange, 2× Cherry, 3× Lemon');
    expect(describeIn('de')).toBe('3× Orange, 2× Kirsche, 3× Zitrone');
    expect(describeIn('no')).toBe('3× Appelsin, 2× Kirsebær, 3× Sitron');
  });
});

describe('game page numbers', () => {
  it('writes rolls and targets with the player decimal sign', () => {
    const round = {
      outcome: { roll: 1234 },
      params: { target: 5050, direction: 'over' },
    } as unknown as RoundData;
    const viewIn = (language: 'de' | 'en') =>
      diceView({
        t: translator(language),
        sound: createSound(),
        money: (minor) => String(minor),
        language,
        formats: createFormats(playerLocale(language, null), 'EUR'),
      });
    expect(viewIn('de').describe(round)).toBe('12,34 > 50,50');
    expect(viewIn('en').describe(round)).toBe('12.34 > 50.50');
  });
});

describe('game page notation per language', () => {
  it('writes multipliers, percentages and money alike in each of the six languages, whatever the region', () => {
    const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const expected = {
      en: ['1.28×', '95.99%', '€1.28'],
      es: ['1,28×', '95,99 %', '1,28 €'],
      de: ['1,28×', '95,99 %', '1,28 €'],
      fr: ['1,28×', '95,99 %', '1,28 €'],
      pt: ['1,28×', '95,99%', '1,28 €'],
      no: ['1,28×', '95,99 %', '1,28 €'],
    } as const;
    for (const [language, texts] of Object.entries(expected)) {
      // A player in Germany: the region never changes the digits, so 'CASH OUT' and the multiplier agree.
      const formats = createFormats(playerLocale(language as keyof typeof expected, 'DE'), 'EUR');
      const shown = [multiplierText(12_800, formats.locale), formats.percent('95.99'), formats.money(128n)];
      expect(shown.map(nb), language).toEqual(texts);
    }
  });
});

describe('game page amounts', () => {
  it('writes the bet field and money in the player notation', () => {
    const de = createFormats(playerLocale('de', null), 'EUR');
    expect(de.amountInput(100n)).toBe('1,00');
    expect(de.money(100n).replace(/\u00a0/g, ' ')).toBe('1,00 €');
    expect(de.parseAmount('2,50')).toBe(250n);
    const british = createFormats(playerLocale('en', null, ['en-GB', 'en']), 'EUR');
    expect(british.amountInput(100n)).toBe('1.00');
    expect(british.locale).toBe('en-GB');
    expect(playerLocale('en', 'US')).toBe('en-US');
    expect(playerLocale('no', null, ['nb-NO'])).toBe('nb-NO');
  });
});
