import type { ChatMessage, ChatStateData } from '@casino/contract/live-chat';
import { describe, expect, it } from 'vitest';
import { withMessage } from './api/chat';
import { chatSocketUrl } from './hooks/use-chat-socket';

const conversationId = '3b1f3f0e-6a55-4a57-9b4e-2a7c8d1e9f00';
const message = (id: string, from: ChatMessage['from'] = 'agent'): ChatMessage => ({
  id,
  conversationId,
  from,
  text: `message ${id}`,
  at: '2026-06-01T10:00:00.000Z',
});
const empty: ChatStateData = {
  isOnline: true,
  offlineReason: null,
  hours: null,
  conversation: null,
  messages: [],
};

describe('the chat widget state', () => {
  it('keeps each message once, in the order of the ids, whatever the order of arrival', () => {
    let data = empty;
    for (const id of ['9', '11', '10', '11', '9']) data = withMessage(data, message(id));
    expect(data.messages.map((each) => each.id)).toEqual(['9', '10', '11']);
    expect(data.conversation?.id).toBe(conversationId);
  });

  it("reaches the socket at the API's origin, ws or wss as the page", () => {
    expect(chatSocketUrl('/api/v1', new URL('https://casino.example/slots'))).toBe(
      'wss://casino.example/live/chat',
    );
    expect(chatSocketUrl('http://api.local:3000/api/v1', new URL('http://casino.local/'))).toBe(
      'ws://api.local:3000/live/chat',
    );
  });
});
