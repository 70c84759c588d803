import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame } from './game-frames';
import { createPlayer, seedSession } from './players';

/**
 * The race box on a game page (issue 31): the seeded Daily Slot Race counts every slot, so it shows
 * on a slot, above the game and never over it (on a phone a pill that opens), and not on dice, which
 * no race counts.
 */

const openPage = useBrowser();
const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The race box and the game's frame share no pixel, and the frame's SPIN button is on top where it is. */
async function expectFrameUncovered(page: Page) {
  const widget = (await page.getByTestId('race-widget').boundingBox())!;
  const frameBox = (await page.getByTestId('game-frame').boundingBox())!;
  expect(overlaps(widget, frameBox)).toBe(false);
  const frame = await gameFrame(page, 'real');
  await frame.getByTestId('studio-play').scrollIntoViewIfNeeded();
  const spin = (await frame.getByTestId('studio-play').boundingBox())!;
  const onTop = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.getAttribute('data-testid') ?? null,
    [spin.x + spin.width / 2, spin.y + spin.height / 2],
  );
  expect(onTop).toBe('game-frame');
}

describe('race box', () => {
  it('shows above a slot the race counts, as a pill on a phone, and is absent on dice', async () => {
    const player = await createPlayer();
    const mobile = await openPage(phone);
    await seedSession(mobile.page, player);
    await mobile.page.goto('/mobile/play/nova-studio/pearl-diver');
    const toggle = mobile.page.getByTestId('race-widget-toggle');
    await toggle.waitFor({ timeout: 30_000 });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The seeded Daily Slot Race, or a race another journey on this server started (it counts every slot too).
    expect(await toggle.innerText()).toMatch(/Daily Slot Race|Browser Sprint/);
    await expectFrameUncovered(mobile.page);
    await toggle.click();
    await mobile.page.getByRole('link', { name: 'See the race' }).waitFor();
    await expectFrameUncovered(mobile.page);

    // Dice counts for no race: the game loads, and no race box with it.
    await mobile.page.goto('/mobile/play/nova-studio/dice');
    await gameFrame(mobile.page, 'real');
    expect(await mobile.page.getByTestId('race-widget').count()).toBe(0);

    // A desktop opens the box from the start, still above the game.
    const desk = await openPage({ viewport: { width: 1280, height: 800 } });
    await seedSession(desk.page, player);
    await desk.page.goto('/play/nova-studio/pearl-diver');
    await desk.page.getByRole('link', { name: 'See the race' }).waitFor({ timeout: 30_000 });
    await expectFrameUncovered(desk.page);
    await mobile.close();
    await desk.close();
  }, 90_000);
});
