/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { percentile } from '../ledger/stats';

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

/** Prints the flashes' delays after the odds changes, and closes the browser. */
export async function reportFlashes(
  screen: Awaited<ReturnType<typeof openScreen>>,
  ticks: readonly number[],
) {
  if (!screen) {
    console.log(
      'push to the screen     not measured: build the front end (npm run build -w @casino/sportsbook-web)',
    );
    return;
  }
  const lags = flashLags(ticks, await screen.flashes()).sort((a, b) => a - b);
  console.log(
    `push to the screen     one browser on the lobby beside them: ${lags.length} prices flashed; from the engine's odds change p50 ${percentile(lags, 0.5).toFixed(1)} ms, p95 ${percentile(lags, 0.95).toFixed(1)} ms`,
  );
  await screen.close();
}
