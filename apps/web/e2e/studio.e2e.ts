import { createHash } from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';
import { gameFrame, minorUnits } from './game-frames';
import { accountBalance, createPlayer, depositThroughSandbox, seedSession } from './players';

/** Our own studio's games as a player meets them: in the casino's frame, for real money, provably fair. */

const openPage = useBrowser();

/** 198 -> '1.98', as the fairness page writes amounts. */
const decimal = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

async function waitForHeaderBalance(page: Page, expected: number) {
  await page.waitForFunction(
    (minor) => {
      const text = document.querySelector('[data-testid="header-balance"]')?.textContent ?? '';
      return Number(text.replace(/[^\d]/g, '')) === minor;
    },
    expected,
    { timeout: 30_000 },
  );
}

async function waitForStudioBalance(frame: Frame, expected: number) {
  await frame.waitForFunction(
    (minor) => {
      const text = document.querySelector('[data-testid="studio-balance"]')?.textContent ?? '';
      return Number(text.replace(/[^\d]/g, '')) === minor;
    },
    expected,
    { timeout: 30_000 },
  );
}

/** From a games list, the tile's info and its play-for-real button: the studio's page in the frame. */
async function openForReal(page: Page, listPath: string, slug: string): Promise<Frame> {
  await page.goto(listPath);
  const tile = page.getByTestId('game-list').locator(`[data-testid="game-tile"][data-slug="${slug}"]`);
  await tile.getByRole('link').first().click({ timeout: 30_000 });
  await page.getByTestId('game-info').getByTestId('game-play-now').click();
  await page.waitForURL(`**/play/nova-studio/${slug}`);
  return gameFrame(page, 'real');
}

/** One round of a single-shot game (slot, dice): what it cost and what it paid, as the page said. */
async function playRound(frame: Frame): Promise<{ stake: number; payout: number }> {
  const stake = minorUnits(await frame.getByLabel('Bet', { exact: true }).inputValue());
  await frame.getByTestId('studio-play').click();
  // The button is disabled from the click until the round (free spins included) has been shown.
  await frame.waitForFunction(
    () => !document.querySelector<HTMLButtonElement>('[data-testid="studio-play"]')!.disabled,
    undefined,
    { timeout: 90_000 },
  );
  const message = await frame.getByTestId('studio-message').innerText();
  const win = /^You win (.+)$/.exec(message);
  if (!win && message !== 'No win this time') throw new Error(`the round did not settle: "${message}"`);
  return { stake, payout: win ? minorUnits(win[1]!) : 0 };
}

/**
 * Records every line the crash page says (a repeated line too), so a step reads only what came after
 * it: the page keeps its last line on screen across rounds.
 */
async function recordCrashMessages(frame: Frame) {
  await frame.evaluate(() => {
    const said: { text: string; isError: boolean }[] = [];
    const message = document.querySelector('[data-testid="crash-message"]')!;
    new MutationObserver(() =>
      said.push({ text: message.textContent ?? '', isError: message.classList.contains('is-error') }),
    ).observe(message, { childList: true, characterData: true, subtree: true });
    Object.assign(window, { crashSaid: said });
  });
  return () => frame.evaluate(() => (window as unknown as { crashSaid: unknown[] }).crashSaid.length);
}

/**
 * Waits for the first line said after `since` that starts with one of `prefixes` (or any error), or,
 * with `orCashOut`, for the cash-out button; answers the line, or null for the button.
 */
async function nextCrashEvent(frame: Frame, since: number, prefixes: string[], orCashOut = false) {
  const handle = await frame.waitForFunction(
    ({ from, starts, isCashOutWanted }) => {
      const said = (window as unknown as { crashSaid: { text: string; isError: boolean }[] }).crashSaid;
      const line = said
        .slice(from)
        .find((told) => told.isError || starts.some((start) => told.text.startsWith(start)));
      if (line) return line;
      const action = document.querySelector<HTMLButtonElement>('[data-testid="crash-action"]');
      return isCashOutWanted && action?.dataset.action === 'cashout' && !action.disabled
        ? { cashOut: true }
        : false;
    },
    { from: since, starts: prefixes, isCashOutWanted: orCashOut },
    { timeout: 60_000 },
  );
  const event = (await handle.jsonValue()) as { text: string; isError: boolean } | { cashOut: true };
  return 'text' in event ? event : null;
}

type CrashAttempt = { stake: number } & (
  | { result: 'cashed-out'; multiplier: string; payout: number }
  | { result: 'missed' | 'busted'; reason: string }
);

/** One crash round: bet while bets are open, cash out by hand as soon as the curve runs. */
async function playCrashRound(frame: Frame, saidCount: () => Promise<number>): Promise<CrashAttempt> {
  const stake = minorUnits(await frame.getByLabel('Bet', { exact: true }).inputValue());
  // A round can run long (the curve doubles about every 12 s): wait for the next betting window.
  const bet = frame.locator('[data-testid="crash-action"][data-action="bet"]:enabled');
  await bet.waitFor({ timeout: 180_000 });
  const before = minorUnits(await frame.getByTestId('studio-balance').innerText());
  let since = await saidCount();
  await bet.click();
  const placed = await nextCrashEvent(frame, since, ['You are in this round']);
  if (!placed || placed.isError) return { stake, result: 'missed', reason: placed?.text ?? '' };
  await waitForStudioBalance(frame, before - stake);

  // About one round in a hundred crashes at 1.00×, before anyone can cash out. What follows is read
  // from here on: the crash may be told in the moment between the button showing and the click.
  since = await saidCount();
  const crashed = await nextCrashEvent(frame, since, ['No win this time'], true);
  if (crashed) return { stake, result: 'busted', reason: crashed.text };
  // Should the round crash first, the button is gone: the click times out and the crash is told.
  await frame
    .locator('[data-testid="crash-action"][data-action="cashout"]:enabled')
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  const outcome = await nextCrashEvent(frame, since, ['Cashed out at', 'No win this time']);
  // The multiplier is written in the player's number format: this player is English in Germany (1,00).
  const cashed = /^Cashed out at (\d+[.,]\d\d)×: (.+)$/.exec(outcome?.text ?? '');
  if (!cashed) return { stake, result: 'busted', reason: outcome?.text ?? '' };
  return { stake, result: 'cashed-out', multiplier: cashed[1]!, payout: minorUnits(cashed[2]!) };
}

// Resources the browser could not load (a thumbnail while the server starts) are not these journeys'
// concern; anything else the page or the game logs is.
const unexpected = (errors: string[]) =>
  errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('studio games', () => {
  it('spins a slot from the casino list for real money and the header balance follows', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player);

    const frame = await openForReal(page, '/casino', 'sun-temple');
    await waitForHeaderBalance(page, 5000);
    expect(minorUnits(await frame.getByTestId('studio-balance').innerText())).toBe(5000);
    // The hint the game posts to the casino page after a real round, as the page receives it.
    await page.evaluate(() => {
      const hints: { data: unknown; origin: string }[] = [];
      window.addEventListener('message', (event) => hints.push({ data: event.data, origin: event.origin }));
      Object.assign(window, { studioHints: hints });
    });

    const round = await playRound(frame);
    const expected = 5000 - round.stake + round.payout;
    expect(await accountBalance(player)).toBe(expected);
    expect(minorUnits(await frame.getByTestId('studio-balance').innerText())).toBe(expected);
    await waitForHeaderBalance(page, expected);
    const hints = await page.evaluate(() => (window as unknown as { studioHints: unknown[] }).studioHints);
    expect(hints).toContainEqual({ data: 'nova-studio:balance-changed', origin: inject('baseURL') });

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);

  it('bets on a crash round, cashes out while it runs and is paid stake times the multiplier', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player);

    const frame = await openForReal(page, '/crash-and-fast', 'crash');
    const saidCount = await recordCrashMessages(frame);
    let balance = 5000;
    let cashed: Extract<CrashAttempt, { result: 'cashed-out' }> | undefined;
    // A bet that came too late for its round, or a round that crashed before the cash-out reached the
    // server, is told to the player; the next round gets the same try.
    for (let round = 1; round <= 6 && !cashed; round += 1) {
      const attempt = await playCrashRound(frame, saidCount);
      if (attempt.result === 'cashed-out') {
        cashed = attempt;
        continue;
      }
      console.warn(`crash round ${round} not cashed out (${attempt.result}): ${attempt.reason}`);
      if (attempt.result === 'busted') balance -= attempt.stake;
      expect(await accountBalance(player)).toBe(balance);
    }
    if (!cashed) throw new Error('no cash-out in six rounds');

    const hundredths = Number(cashed.multiplier.replace(/[.,]/, ''));
    expect(hundredths).toBeGreaterThanOrEqual(100);
    expect(cashed.payout).toBe(Math.floor((cashed.stake * hundredths) / 100));
    // The win reaches the wallet after the cash-out: the game's balance shows it once it is settled.
    const expected = balance - cashed.stake + cashed.payout;
    await waitForStudioBalance(frame, expected);
    expect(await accountBalance(player)).toBe(expected);
    await waitForHeaderBalance(page, expected);
    // The players' list shows the bet with the multiplier it left at.
    await frame.locator('.crash-players li.is-mine', { hasText: `${cashed.multiplier}×` }).waitFor();

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 600_000);

  it('puts chips on a roulette table, places them, and the spin settles them into the balance', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player);

    const frame = await openForReal(page, '/livecasino', 'nova-roulette');
    await waitForStudioBalance(frame, 5000);
    // The next betting window: a chip on red and one on black, placed together.
    await frame.getByText(/^Bets close in \d+\ss$/).waitFor({ timeout: 60_000 });
    const chip = frame.locator('.table-chip').first();
    const chipMinor = minorUnits(await chip.innerText());
    await chip.click();
    expect(await chip.getAttribute('aria-checked')).toBe('true');
    await frame.locator('[data-spot="red"]').click();
    await frame.locator('[data-spot="black"]').click();
    await frame.getByTestId('studio-play').click();
    await frame.getByText(/^Bet placed: /).waitFor();
    await waitForStudioBalance(frame, 5000 - 2 * chipMinor);

    // The spin: red or black wins back twice its chip (the other loses), a zero loses both.
    await frame.getByText(/^(You win .+|No win this time)( · .+)?$/).waitFor({ timeout: 60_000 });
    // Under load the win's wallet call may be lost and paid by the retrier a little later: the table
    // reads the balance again until it moves, so the studio's figure meets the account's.
    await expect
      .poll(
        async () =>
          (await frame.getByTestId('studio-balance').getAttribute('data-minor')) ===
          String(await accountBalance(player)),
        { timeout: 60_000 },
      )
      .toBe(true);
    const paid = await accountBalance(player);
    expect([5000, 5000 - 2 * chipMinor]).toContain(paid);
    await waitForHeaderBalance(page, paid);
    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);

  it('reveals the server seed of a dice round, and the fairness page verifies the round but not a tampered one', async () => {
    const player = await createPlayer();
    await depositThroughSandbox(player, '50');
    const { page, consoleErrors, close } = await openPage({ viewport: { width: 1440, height: 900 } });
    await seedSession(page, player);

    const frame = await openForReal(page, '/crash-and-fast', 'dice');
    await frame.getByRole('tab', { name: 'Fairness' }).click();
    const committed = await frame.getByTestId('server-seed-hash').innerText();
    expect(committed).toMatch(/^[0-9a-f]{64}$/);
    await playRound(frame);
    const round = await playRound(frame);

    // Changing seeds reveals the seed both rounds were drawn from: it must be the one committed to.
    await frame.getByRole('button', { name: 'Change seeds' }).click();
    const revealed = frame.getByTestId('studio-revealed');
    await revealed.locator('code').waitFor();
    const serverSeed = await revealed.locator('code').innerText();
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(committed);
    expect(await revealed.innerText()).toContain('✔');
    expect(await frame.getByTestId('server-seed-hash').innerText()).not.toBe(committed);

    // The history checks the round in the game, and links to the casino's fairness page with it.
    await frame.getByRole('tab', { name: 'History' }).click();
    const links = frame.getByRole('link', { name: 'Check on the fairness page' });
    await links.nth(1).waitFor();
    // The verdict takes the place of the newer round's button; its link to the fairness page stays.
    await frame.getByRole('button', { name: 'Verify', exact: true }).first().click();
    await frame.getByText('✔ Verified: the seeds give this result').waitFor();
    expect(await links.count()).toBe(2);
    await links.first().click();

    await page.waitForURL('**/fairness#*');
    await page.getByTestId('fairness-result').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('fairness-game').inputValue()).toBe('dice');
    expect(await page.getByTestId('fairness-server-seed').inputValue()).toBe(serverSeed);
    expect(await page.getByTestId('fairness-server-seed-hash').inputValue()).toBe(committed);
    expect(await page.getByTestId('fairness-nonce').inputValue()).toBe('1');
    expect(await page.getByTestId('fairness-payout').innerText()).toBe(decimal(round.payout));
    const hashMatch = page.getByTestId('fairness-hash-match');
    const payoutMatch = page.getByTestId('fairness-payout-match');
    expect(await hashMatch.innerText()).toBe('✔ Matches the hash shown before play');
    expect(await payoutMatch.innerText()).toBe('✔ Same win as the round');

    // A win the round did not pay is told apart; so is a server seed other than the committed one.
    await page.getByTestId('fairness-payout-input').fill(decimal(round.payout + 1));
    await page.getByTestId('fairness-submit').click();
    await page.locator('[data-testid="fairness-payout-match"].fairness-match--no').waitFor();
    expect(await hashMatch.innerText()).toBe('✔ Matches the hash shown before play');
    const tampered = `${serverSeed.slice(0, -1)}${serverSeed.endsWith('0') ? '1' : '0'}`;
    await page.getByTestId('fairness-server-seed').fill(tampered);
    await page.getByTestId('fairness-submit').click();
    await page.locator('[data-testid="fairness-hash-match"].fairness-match--no').waitFor();
    expect(await hashMatch.innerText()).toBe('✘ Does not match the hash shown before play');

    expect(unexpected(consoleErrors)).toEqual([]);
    await close();
  }, 180_000);
});
