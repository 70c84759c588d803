import { createHmac } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { useBrowser, waitForHome } from './browser';
import { measureOverflow } from './phone-overflow';
import { openHomeOnPhone, registerPlayer, seedSession } from './players';

const openPage = useBrowser();

/** The agents' console, open in the back office on a laptop. */
async function openAgentConsole() {
  const agent = await openPage({ viewport: { width: 1280, height: 800 } });
  await agent.page.goto('/backoffice/');
  await agent.page.getByLabel('Username').fill(inject('staffAdmin').username);
  await agent.page.getByLabel('Password').fill(inject('staffAdmin').password);
  await agent.page.getByRole('button', { name: 'Log in' }).click();
  await agent.page.getByRole('link', { name: 'Live chat' }).click();
  await agent.page.getByRole('heading', { name: 'Support console' }).waitFor();
  return agent;
}

/** Live Chat from the phone's footer menu: the built-in widget. */
async function openChatWidget(page: Page) {
  await page.getByTestId('footer-more').click();
  await page.getByTestId('more-chat').click();
  return page.getByTestId('chat-widget');
}

/** A real 1x1 PNG: the server tells a file's type by its first bytes. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Sets the e2e skin's live chat through the staff API, as an operator would. */
async function setLiveChat(liveChat: { enabled: boolean; propertyId: string; widgetId: string }) {
  const base = inject('baseURL');
  const admin = inject('staffAdmin');
  const login = await fetch(`${base}/staff/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const response = await fetch(`${base}/staff/v1/skin/live-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify(liveChat),
  });
  if (!response.ok) throw new Error(`live chat settings: ${response.status} ${await response.text()}`);
}

/**
 * A stand-in for Tawk.to's embed script, served at the network edge for its real URL: it records the
 * JavaScript API calls the app makes and reports itself loaded, as the real widget does.
 */
const fakeTawkScript = `
(function () {
  var api = window.Tawk_API;
  var log = (window.__fakeTawk = { calls: [], loadedAt: Date.now() });
  api.setAttributes = function (attributes, callback) {
    log.calls.push({ name: 'setAttributes', attributes: attributes, at: Date.now() });
    if (callback) callback();
  };
  api.showWidget = function () { log.calls.push({ name: 'showWidget', at: Date.now() }); };
  api.maximize = function () {
    log.calls.push({ name: 'maximize', at: Date.now() });
    var panel = document.createElement('div');
    panel.setAttribute('data-testid', 'fake-tawk-panel');
    panel.textContent = 'chat';
    document.body.appendChild(panel);
  };
  setTimeout(function () { if (api.onLoad) api.onLoad(); }, 0);
})();
`;

async function serveFakeTawk(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://embed.tawk.to/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeTawkScript });
  });
  return requested;
}

interface FakeTawkLog {
  loadedAt: number;
  calls: Array<{ name: string; at: number; attributes?: Record<string, string> }>;
}

describe('live chat', () => {
  afterEach(async () => {
    await setLiveChat({ enabled: false, propertyId: '', widgetId: '' });
  });

  it('opens the contact page from the drawer when the skin has no Tawk.to property', async () => {
    const { page, context, consoleErrors, close } = await openPage({
      viewport: { width: 1280, height: 800 },
    });
    const requested = await serveFakeTawk(context);
    await page.goto('/');
    await waitForHome(page);
    await page.getByTestId('drawer-item-live-chat').click();
    await page.waitForURL('**/info/contact-us');
    expect(requested).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it("opens the skin's widget and tells it the player, signed, 2 s after it loads; the username cookie lasts a day", async () => {
    await setLiveChat({ enabled: true, propertyId: 'e2eproperty', widgetId: 'default' });
    const player = await registerPlayer();
    const { page, context, consoleErrors, close } = await openPage({
      viewport: { width: 360, height: 740 },
      isMobile: true,
    });
    const requested = await serveFakeTawk(context);
    await seedSession(page, player);
    await page.goto('/');
    await waitForHome(page);
    expect(requested).toEqual([]); // nothing of Tawk's is loaded before the player asks for the chat

    await page.getByTestId('footer-more').click();
    await page.getByTestId('more-chat').click();
    await page.getByTestId('fake-tawk-panel').waitFor();
    expect(requested).toEqual(['https://embed.tawk.to/e2eproperty/default']);

    await page.waitForFunction(
      () =>
        (window as unknown as { __fakeTawk: FakeTawkLog }).__fakeTawk.calls.some(
          (c) => c.name === 'setAttributes',
        ),
      undefined,
      { timeout: 10_000 },
    );
    const log = await page.evaluate(() => (window as unknown as { __fakeTawk: FakeTawkLog }).__fakeTawk);
    const sent = log.calls.find((call) => call.name === 'setAttributes');
    expect(sent!.at - log.loadedAt).toBeGreaterThanOrEqual(1_900);
    expect(sent!.attributes).toMatchObject({
      name: player.username,
      email: player.email,
      balance: '0.00 EUR',
    });
    const expectedHash = createHmac('sha256', inject('tawkSecret')).update(player.email).digest('hex');
    expect(sent!.attributes!.hash).toBe(expectedHash);
    expect(sent!.attributes!['player-id']).toMatch(/^[0-9a-f-]{36}$/);

    const cookie = (await context.cookies()).find((entry) => entry.name === 'username');
    expect(cookie?.value).toBe(player.username);
    const lifetime = (cookie?.expires ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(23 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    expect(consoleErrors).toEqual([]);
    await close();
  });

  it('the built-in chat: a player writes from a phone, the agent answers, the answer shows without a reload', async () => {
    const player = await registerPlayer();
    // The agent's console first, open in the back office on a laptop before the player writes.
    const agent = await openAgentConsole();

    const { page, consoleErrors, close } = await openHomeOnPhone(openPage, player);
    const widget = await openChatWidget(page);
    await widget.getByRole('heading', { name: 'Live chat' }).waitFor();
    // Keyboard only: the composer is labelled, Enter sends.
    await widget.getByLabel('Your message').fill('Hello, is my deposit on its way?');
    await widget.getByLabel('Your message').press('Enter');
    await widget.getByTestId('chat-message-player').getByText('Hello, is my deposit on its way?').waitFor();

    // The queue is pushed to the console: the agent opens the conversation, sees the card, answers.
    const entry = agent.page.getByTestId('chat-queue-item').filter({ hasText: player.username });
    await entry.click();
    await agent.page.getByTestId('chat-log-player').getByText('Hello, is my deposit on its way?').waitFor();
    await agent.page.getByTestId('chat-player-card').getByText(player.email).waitFor();
    await agent.page.getByLabel('Your answer').fill('Yes: it is credited <b>now</b>.');
    await agent.page.getByLabel('Your answer').press('Enter');

    // Pushed over the socket, shown as text (never as HTML), no reload.
    await widget.getByTestId('chat-message-agent').getByText('Yes: it is credited <b>now</b>.').waitFor();
    expect(await widget.locator('b').count()).toBe(0);
    // And back: the player's next message shows in the console without a reload.
    await widget.getByLabel('Your message').fill('Thanks!');
    await widget.getByLabel('Your message').press('Enter');
    await agent.page.getByTestId('chat-log-player').getByText('Thanks!').waitFor();
    expect(consoleErrors).toEqual([]);
    expect(agent.consoleErrors).toEqual([]);
    await close();
    await agent.close();
  });

  it("a player's image reaches the agent's console and shows inline on both sides", async () => {
    const player = await registerPlayer();
    const agent = await openAgentConsole();

    const { page, consoleErrors, close } = await openHomeOnPhone(openPage, player);
    const widget = await openChatWidget(page);
    await widget.getByLabel('Your message').fill('Here is the screenshot of the error');
    await widget.getByLabel('Your message').press('Enter');
    await widget.getByTestId('chat-message-player').getByText('Here is the screenshot').waitFor();
    // The labelled file input, as a keyboard or screen-reader user reaches it.
    await widget.getByLabel('Send a file').setInputFiles({
      name: 'screenshot.png',
      mimeType: 'image/png',
      buffer: onePixelPng,
    });
    const ownImage = widget.getByRole('img', { name: 'Image sent in the chat' });
    await ownImage.waitFor();
    expect(await ownImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    // At 360 px the widget with its file input and the image stays within the screen.
    expect((await measureOverflow(page)).elements).toEqual([]);

    const entry = agent.page.getByTestId('chat-queue-item').filter({ hasText: player.username });
    await entry.click();
    const seen = agent.page
      .getByTestId('chat-log-player')
      .getByRole('img', { name: 'Image sent in the chat' });
    await seen.waitFor();
    expect(await seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    expect(consoleErrors).toEqual([]);
    expect(agent.consoleErrors).toEqual([]);
    await close();
    await agent.close();
  });
});
