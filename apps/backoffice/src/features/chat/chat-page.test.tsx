import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatPage } from './chat-page';
import {
  fakeStaffApi,
  FakeSocket,
  installFakeSocket,
  renderScreen,
  sessionOf,
  typeInto,
  until,
} from './chat-test-kit';

const conversationId = '0b7d3a7e-52a4-4d3f-9a43-3b3e4f3b0a11';
const playerId = '4a1c2f6e-1b7a-4c58-9d1e-2f3a4b5c6d7e';

const message = (id: string, from: 'player' | 'agent', text: string) => ({
  id,
  conversationId,
  from,
  text,
  at: '2026-06-01T10:00:00.000Z',
});

function conversation(messages: ReturnType<typeof message>[], overrides = {}) {
  return {
    conversation: {
      id: conversationId,
      channel: 'chat',
      status: 'open',
      playerId,
      assignedTo: null,
      closeReason: null,
      playerReadId: null,
      agentReadId: null,
      ...overrides,
    },
    messages,
    contact: null,
    player: {
      username: 'lucky.lena',
      email: 'lena@example.test',
      language: 'de',
      currency: 'EUR',
      balance: '40.00',
      bonus: '5.00',
      lastDeposit: '40.00 EUR',
      lastLogin: '2026-06-01T09:00:00.000Z',
      lastBonus: 'Welcome (5.00 EUR)',
      level: 3,
    },
  };
}

const queueEntry = {
  id: conversationId,
  channel: 'chat',
  playerId,
  username: 'lucky.lena',
  assignedTo: null,
  waitingSeconds: 185,
  lastMessage: 'Where is my <b>deposit</b>?',
  updatedAt: '2026-06-01T10:00:00.000Z',
};

const texts = (el: HTMLElement, testId: string) =>
  [...el.querySelectorAll(`[data-testid="${testId}"] .chat-log__text`)].map((node) => node.textContent);

describe("the agents' console", () => {
  beforeEach(() => {
    installFakeSocket();
    document.body.replaceChildren();
    localStorage.setItem('backoffice.locale', 'en');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the queue with waiting times, the conversation as text and the player card', async () => {
    let messages = [message('7', 'player', 'Where is my <b>deposit</b>?')];
    fakeStaffApi({
      'GET /chat/conversations': () => ({ data: { conversations: [queueEntry] } }),
      [`GET /chat/conversations/${conversationId}`]: () => ({ data: conversation(messages) }),
    });
    const { el } = await renderScreen(<ChatPage />, sessionOf('support'));
    await until(() => el.textContent!.includes('lucky.lena'), 'the queue');
    expect(el.querySelector('[data-testid="chat-queue-item"]')!.textContent).toContain('Waiting 3 min');
    expect(el.textContent).toContain('Nobody has taken it yet');

    await act(async () => el.querySelector<HTMLButtonElement>('[data-testid="chat-queue-item"]')!.click());
    await until(() => texts(el, 'chat-log-player').length === 1, 'the conversation');
    expect(texts(el, 'chat-log-player')).toEqual(['Where is my <b>deposit</b>?']);
    expect(el.querySelector('.chat-log b')).toBeNull();
    const card = el.querySelector('[data-testid="chat-player-card"]')!.textContent;
    // The balances arrive as decimals and go through the one money formatter.
    expect(el.querySelector('[data-testid="chat-card-balance"]')!.textContent).toBe('€40.00');
    for (const fact of ['40.00 EUR', 'Welcome (5.00 EUR)', 'Level', '3', 'lena@example.test'])
      expect(card).toContain(fact);

    // A message pushed while the conversation is on screen shows at once, once.
    const socket = FakeSocket.all[0]!;
    const pushed = message('8', 'player', 'Hello?');
    await act(async () => {
      socket.push({ type: 'message', message: pushed });
      socket.push({ type: 'message', message: pushed });
    });
    expect(texts(el, 'chat-log-player')).toEqual(['Where is my <b>deposit</b>?', 'Hello?']);
    expect(socket.sent).toContainEqual({ type: 'read', conversationId, lastMessageId: '8' });

    // A message the socket missed (sent before it listened) is caught up when it is ready again.
    messages = [...messages, pushed, message('9', 'player', 'Missed while away')];
    await act(async () => socket.push({ type: 'ready' }));
    await until(() => texts(el, 'chat-log-player').length === 3, 'the catch-up');
  });

  it('answers, takes and closes with a reason through the staff API', async () => {
    const api = fakeStaffApi({
      'GET /chat/conversations': () => ({ data: { conversations: [queueEntry] } }),
      [`GET /chat/conversations/${conversationId}`]: () => ({
        data: conversation([message('7', 'player', 'Hi')]),
      }),
      [`POST /chat/conversations/${conversationId}/messages`]: (body) => ({
        data: message('8', 'agent', (body as { text: string }).text),
      }),
      [`POST /chat/conversations/${conversationId}/assign`]: () => ({ data: null }),
      'GET /chat/canned-answers': () => ({
        data: {
          answers: [
            {
              id: '9d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
              title: 'Deposit credited',
              texts: { en: 'Your deposit is credited.', de: 'Deine Einzahlung ist gutgeschrieben.' },
              updatedAt: '2026-06-01T10:00:00.000Z',
            },
          ],
        },
      }),
      [`POST /chat/conversations/${conversationId}/close`]: () => ({ data: null }),
    });
    const { el } = await renderScreen(<ChatPage />, sessionOf('support'));
    await until(() => !!el.querySelector('[data-testid="chat-queue-item"]'), 'the queue');
    await act(async () => el.querySelector<HTMLButtonElement>('[data-testid="chat-queue-item"]')!.click());
    await until(() => !!el.querySelector('[data-testid="chat-reply"]'), 'the reply box');

    // A canned answer goes in in the player's language (German here).
    await until(() => !!el.querySelector('[data-testid="chat-canned"]'), 'the canned answers');
    const picker = el.querySelector<HTMLSelectElement>('[data-testid="chat-canned"]')!;
    await act(async () => {
      picker.value = '9d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(el.querySelector('textarea')!.value).toBe('Deine Einzahlung ist gutgeschrieben.');
    await act(async () => typeInto(el.querySelector('textarea')!, '  Credited now.  '));
    expect(FakeSocket.all[0]!.sent).toContainEqual({ type: 'typing', conversationId });
    await act(async () => el.querySelector<HTMLButtonElement>('[data-testid="chat-send"]')!.click());
    await until(() => texts(el, 'chat-log-agent').length === 1, 'the answer');
    expect(api.requests).toContainEqual({
      route: `POST /chat/conversations/${conversationId}/messages`,
      body: { text: 'Credited now.' },
    });
    expect(el.querySelector('textarea')!.value).toBe('');

    const button = (name: string) =>
      [...el.querySelectorAll('button')].find((each) => each.textContent === name)!;
    await act(async () => button('Take it').click());
    await until(() => el.textContent!.includes('Taken by agent.ann'), 'the assignment');

    await act(async () => button('Close the conversation').click());
    await act(async () => typeInto(el.querySelector<HTMLInputElement>('form.row input')!, 'answered'));
    await act(async () => button('Close with this reason').click());
    await until(() => el.textContent!.includes('Closed: answered'), 'the closing');
    expect(api.requests).toContainEqual({
      route: `POST /chat/conversations/${conversationId}/close`,
      body: { reason: 'answered' },
    });
    expect(el.querySelector('[data-testid="chat-reply"]')).toBeNull();
  });

  it("says what the server refused, in the agent's words", async () => {
    fakeStaffApi({ 'GET /chat/conversations': () => ({ code: 'forbidden', status: 403 }) });
    const { el } = await renderScreen(<ChatPage />, sessionOf('content'));
    await until(() => !!el.querySelector('[role="alert"]'), 'the refusal');
    expect(el.querySelector('[role="alert"]')!.textContent).toContain('forbidden');
  });

  it("sends the player a file and shows a player's image inline, read through the staff API", async () => {
    const withImage = { ...message('7', 'player', ''), attachment: { mimeType: 'image/png', sizeBytes: 4 } };
    const api = fakeStaffApi({
      'GET /chat/conversations': () => ({ data: { conversations: [queueEntry] } }),
      [`GET /chat/conversations/${conversationId}`]: () => ({ data: conversation([withImage]) }),
      'GET /chat/attachments/7': () => ({ data: { mimeType: 'image/png', base64: 'iVBORw==' } }),
      [`POST /chat/conversations/${conversationId}/attachments`]: () => ({
        data: { ...message('8', 'agent', ''), attachment: { mimeType: 'application/pdf', sizeBytes: 5 } },
      }),
      'GET /chat/attachments/8': () => ({ data: { mimeType: 'application/pdf', base64: 'JVBERi0=' } }),
    });
    const { el } = await renderScreen(<ChatPage />, sessionOf('support'));
    await until(() => el.textContent!.includes('lucky.lena'), 'the queue');
    await act(async () => el.querySelector<HTMLButtonElement>('[data-testid="chat-queue-item"]')!.click());
    await until(() => el.querySelector('img') !== null, "the player's image");
    const image = el.querySelector<HTMLImageElement>('[data-testid="chat-log-player"] img')!;
    expect(image.alt).toBe('Image sent in the chat');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw==');

    const input = el.querySelector<HTMLInputElement>('[data-testid="chat-attach"]')!;
    const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'terms.pdf', {
      type: 'application/pdf',
    });
    Object.defineProperty(input, 'files', { value: [file] });
    await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
    await until(
      () => el.querySelector('[data-testid="chat-log-agent"] a[download]') !== null,
      'the PDF link',
    );
    expect(el.querySelector('[data-testid="chat-log-agent"] a[download]')!.getAttribute('download')).toBe(
      'chat-8.pdf',
    );
    expect(api.requests.map((request) => request.route)).toContain(
      `POST /chat/conversations/${conversationId}/attachments`,
    );
  });
});
