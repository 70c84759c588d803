import type { Frame, Page } from 'playwright-core';

/** '€49.80' or '49,80 €' read as minor units, whatever the locale put around the digits. */
export function minorUnits(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`no amount in "${text}"`);
  return Number(digits);
}

/**
 * The provider's game page inside the play screen's frame, once it has loaded its session; with a
 * mode, only a frame opened in that mode ('real' or 'fun') counts.
 */
export async function gameFrame(page: Page, mode?: 'real' | 'fun'): Promise<Frame> {
  const selector = mode ? `[data-testid="game-frame"][data-mode="${mode}"]` : '[data-testid="game-frame"]';
  const frameElement = await page.locator(selector).elementHandle({ timeout: 30_000 });
  const frame = await frameElement!.contentFrame();
  if (!frame) throw new Error('the game frame has no document');
  await frame.getByTestId('studio-balance').waitFor({ timeout: 30_000 });
  return frame;
}
