/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const built = join(import.meta.dirname, '..', '..', 'apps', 'sportsbook-web', 'dist', 'index.html');

/**
 * One real browser on the sportsbook's lobby, beside the bench's sockets: each price that flashes on
 * screen (an odds button taking its up or down class) is stamped with the time it did, on the same
 * clock as the bench's (epoch milliseconds from performance.timeOrigin).
 */
export async function openScreen(url: string) {
  if (!existsSync(built)) return null;
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    const stamps: number[] = [];
    (window as unknown as { flashes: number[] }).flashes = stamps;
    new MutationObserver((changes) => {
      for (const change of changes) {
        const target = change.target as Element;
        if (change.attributeName === 'class' && /\bodds--(up|down)\b/.test(target.className))
          stamps.push(performance.timeOrigin + performance.now());
      }
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
  await page.goto(url);
  await page.locator('.event-row').first().waitFor({ timeout: 30_000 });
  return {
    /** Drops what flashed so far (the warm-up). */
    reset: () => page.evaluate(() => (window as unknown as { flashes: number[] }).flashes.splice(0)),
    flashes: () => page.evaluate(() => [...(window as unknown as { flashes: number[] }).flashes]),
    close: () => browser.close(),
  };
}

/** Each flash's delay after the latest odds change (tick) before it. */
export function flashLags(ticks: readonly number[], flashes: readonly number[]): number[] {
  return flashes.flatMap((at) => {
    const tick = ticks.filter((t) => t <= at).at(-1);
    return tick === undefined ? [] : [at - tick];
  });
}
