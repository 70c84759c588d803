import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { createPlayer, depositThroughSandbox, seedSession } from './players';

const openPage = useBrowser();

describe('annual activity statement', () => {
  it("shows this year's deposit from Profile → Statement and downloads the PDF", async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage();
    await seedSession(page, player);

    await page.goto('/profile/my-account');
    await page.getByRole('link', { name: 'Statement' }).click();
    const statement = page.getByTestId('activity-statement');
    await statement.waitFor();
    expect(await page.getByTestId('statement-year').inputValue()).toBe(String(new Date().getUTCFullYear()));
    expect(await statement.getByTestId('statement-deposits').innerText()).toBe('€50.00');
    expect(await statement.getByTestId('statement-net').innerText()).toBe('€0.00');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statement-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-${new Date().getUTCFullYear()}.pdf`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

    expect(consoleErrors).toEqual([]);
    await close();
  }, 120_000);
});
