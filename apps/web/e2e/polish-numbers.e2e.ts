import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame } from './game-frames';

const openPage = useBrowser();
const locales = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
const phone = { width: 360, height: 740 };
const desktop = { width: 1280, height: 800 };

/** The notation the browser's own Intl gives the language, as the formatters use it. */
async function notationOf(page: Page, locale: string) {
  return page.evaluate((language) => {
    const tag = { en: 'en-GB', es: 'es-ES', de: 'de-DE', fr: 'fr-FR', pt: 'pt-PT', no: 'nb-NO' }[language]!;
    const percent = new Intl.NumberFormat(tag, { style: 'percent' }).format(0.2);
    return {
      decimalMark: new Intl.NumberFormat(tag, { minimumFractionDigits: 2 }).format(1.5).replace(/\d/g, ''),
      percentGap: percent.replace(/[\d%]/g, ''),
    };
  }, locale);
}

/** Every text of a document, hidden ones (rules, help) included, one text node a line. */
function allTexts(target: Page | Frame) {
  return target.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const lines: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const tag = node.parentElement?.tagName;
      if (tag !== 'SCRIPT' && tag !== 'STYLE' && node.textContent?.trim()) lines.push(node.textContent);
    }
    return lines.join('\n');
  });
}

/**
 * What reads wrongly in a text for a language: a percentage spaced otherwise than the language
 * spaces it, a decimal of money, a percentage or a multiplier with the other language's mark, and a
 * multiplier written sign first ('x1.500').
 */
function misreadNumbers(text: string, notation: { decimalMark: string; percentGap: string }): string[] {
  const wrong: string[] = [];
  for (const match of text.matchAll(/\d([ \u00a0\u202f]*)%/g))
    if (match[1] !== notation.percentGap)
      wrong.push(`gap ${JSON.stringify(text.slice(match.index - 8, match.index + 3))}`);
  const decimals =
    /\d([.,])\d{2}(?=[ \u00a0\u202f]?[%×€])|€[ \u00a0]?\d{1,3}(?:[.,\u00a0\u202f ]\d{3})*([.,])\d{2}(?!\d)/g;
  for (const match of text.matchAll(decimals)) {
    const mark = match[1] ?? match[2];
    if (mark !== notation.decimalMark) wrong.push(`mark ${JSON.stringify(match[0])}`);
  }
  for (const match of text.matchAll(/(?:^|\s)[x×]\d/g)) wrong.push(`sign first ${JSON.stringify(match[0])}`);
  return wrong;
}

/** The studio game in fun mode, in the language the platform is in, and its texts. */
async function gameTexts(page: Page, slug: string) {
  await page.goto(`/play/nova-studio/${slug}?mode=fun`);
  const frame = await gameFrame(page, 'fun');
  await frame.waitForFunction(() => document.documentElement.lang !== '');
  return { lang: await frame.evaluate(() => document.documentElement.lang), text: await allTexts(frame) };
}

describe('one number format per language', () => {
  it('writes numbers, percentages, multipliers and money in the interface language on the rewards page, a slot, crash and dice', async () => {
    // The check itself: the faults issue 31 saw are caught.
    const english = { decimalMark: '.', percentGap: '' };
    expect(misreadNumbers('RTP 95.99 % · 1,28× · x1.500 · €1,28', english)).toHaveLength(4);
    const { page, close } = await openPage({ viewport: desktop });
    await page.goto('/');
    for (const [index, locale] of locales.entries()) {
      // One page for all six languages, each on a phone or a desktop in turn, so both are seen.
      await page.setViewportSize(index % 2 === 0 ? phone : desktop);
      await page.evaluate((value) => localStorage.setItem('user-locale', value), locale);
      const notation = await notationOf(page, locale);

      await page.goto('/rewards');
      await page.getByTestId('page-rewards').waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => !document.querySelector('.app-page .ui-spinner'));
      expect.soft(await page.evaluate(() => document.documentElement.lang), 'rewards lang').toBe(locale);
      const rewards = await allTexts(page);
      expect.soft(rewards, `${locale} rewards: a percentage`).toMatch(/\d[\u00a0\u202f]?%/);
      expect.soft(misreadNumbers(rewards, notation), `${locale} rewards`).toEqual([]);

      for (const slug of ['neon-fruits', 'crash', 'dice']) {
        const game = await gameTexts(page, slug);
        expect.soft(game.lang.slice(0, 2), `${locale} ${slug} lang`).toBe(locale);
        // Every game writes at least its balance or bet as money and its RTP or odds as a number.
        expect
          .soft(game.text, `${locale} ${slug}: a decimal`)
          .toMatch(new RegExp(`\\d\\${notation.decimalMark}\\d\\d`));
        expect.soft(misreadNumbers(game.text, notation), `${locale} ${slug}`).toEqual([]);
      }
    }
    await close();
  }, 300_000);
});
