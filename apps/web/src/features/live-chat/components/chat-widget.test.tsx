import type { ChatMessage, ChatStateData } from '@casino/contract/live-chat';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sessionStore } from '@/lib/session';
import { json, ok } from '@/test/fake-fetch';
import { FakeSocket } from '@/test/fake-socket';
import { renderFeature } from '@/test/render-feature';
import { closeChatWidget, openChatWidget } from '../chat-widget-store';
import { ChatWidget } from './chat-widget';

const conversationId = '3b1f3f0e-6a55-4a57-9b4e-2a7c8d1e9f00';
const message = (id: string, from: ChatMessage['from'], text: string): ChatMessage => ({
  id,
  conversationId,
  from,
  text,
  at: '2026-06-01T10:00:00.000Z',
});
const stateWith = (messages: ChatMessage[]): ChatStateData => ({
  isOnline: true,
  offlineReason: null,
  hours: null,
  conversation: { id: conversationId, status: 'open', playerReadId: null, agentReadId: null },
  messages,
});
const agentTexts = () => screen.queryAllByTestId('chat-message-agent').map((node) => node.textContent);

beforeAll(async () => {
  await i18n.loadNamespaces(['chat', 'common']);
});

describe('the built-in chat widget', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    localStorage.setItem('playerSessionId', 'chat-player');
    sessionStore.set({ playerSessionId: 'chat-player' });
    openChatWidget();
    return closeChatWidget;
  });

  it('catches up, when its socket is ready, on an answer pushed while it was still logging in', async () => {
    const hello = message('1', 'player', 'Hello?');
    // The agent answered between the first read and the socket's subscription: no push reaches it.
    const answers = [stateWith([hello]), stateWith([hello, message('2', 'agent', 'Answered early')])];
    renderFeature(<ChatWidget />, {
      'GET /player/chat': () => json(200, ok(answers.shift() ?? answers.at(-1)).body),
      'POST /player/chat/read': ok(null),
    });
    await screen.findByText('Hello?');
    expect(agentTexts()).toEqual([]);
    FakeSocket.all[0]!.push({ type: 'ready' });
    await waitFor(() => expect(agentTexts()).toEqual([expect.stringContaining('Answered early')]));
  });

  it('keeps a pushed answer when an older read of the conversation comes back after it', async () => {
    const hello = message('1', 'player', 'Hello?');
    let release: (() => void) | null = null;
    let reads = 0;
    renderFeature(<ChatWidget />, {
      'GET /player/chat': async () => {
        reads += 1;
        // The second read (the socket's catch-up) left before the answer and comes back after it.
        if (reads === 2) await new Promise<void>((resolve) => (release = resolve));
        return json(200, ok(stateWith([hello])).body);
      },
      'POST /player/chat/read': ok(null),
    });
    await screen.findByText('Hello?');
    const socket = FakeSocket.all[0]!;
    socket.push({ type: 'ready' });
    await waitFor(() => expect(release).not.toBeNull());
    socket.push({ type: 'message', message: message('2', 'agent', 'Pushed answer') });
    await waitFor(() => expect(agentTexts()).toEqual([expect.stringContaining('Pushed answer')]));
    act(() => release!());
    await waitFor(() => expect(reads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(agentTexts()).toEqual([expect.stringContaining('Pushed answer')]);
  });

  it("shows an agent's image inline and a PDF as a link that saves it; a file is sent from the labelled input", async () => {
    const image = {
      ...message('1', 'agent', ''),
      attachment: { mimeType: 'image/png' as const, sizeBytes: 4 },
    };
    const pdf = {
      ...message('2', 'agent', ''),
      attachment: { mimeType: 'application/pdf' as const, sizeBytes: 5 },
    };
    const files: Record<string, { mimeType: string; base64: string }> = {
      '1': { mimeType: 'image/png', base64: 'iVBORw==' },
      '2': { mimeType: 'application/pdf', base64: 'JVBERi0=' },
    };
    const uploads: FormData[] = [];
    renderFeature(<ChatWidget />, {
      'GET /player/chat': ok(stateWith([image, pdf])),
      'POST /player/chat/read': ok(null),
      'GET /player/chat/attachments/1': ok(files['1']),
      'GET /player/chat/attachments/2': ok(files['2']),
      'POST /player/chat/attachments': async (request) => {
        uploads.push(await request.formData());
        return json(
          200,
          ok({ ...message('3', 'player', ''), attachment: { mimeType: 'image/png', sizeBytes: 4 } }).body,
        );
      },
      'GET /player/chat/attachments/3': ok(files['1']),
      'GET /player/playerDocuments/schema': ok({
        documentTypes: [],
        maxSizeBytes: 4 * 1_048_576,
        acceptedMimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
      }),
    });
    const shown = await screen.findByRole('img', { name: 'Image sent in the chat' });
    expect(shown.getAttribute('src')).toBe('data:image/png;base64,iVBORw==');
    const link = await screen.findByRole('link', { name: 'Open the PDF file' });
    expect(link.getAttribute('download')).toBe('chat-2.pdf');
    // The text of a file-only message is not drawn as an empty paragraph.
    expect(document.querySelectorAll('.chat-widget__text')).toHaveLength(0);

    // The size the server allows, as the identity documents' upload says it.
    await screen.findByText('JPEG, PNG or PDF, up to 4 MB.');
    const input = screen.getByLabelText('Send a file');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'Image sent in the chat' })).toHaveLength(2),
    );
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.get('file') as Blob).size).toBe(4);
  });
});
