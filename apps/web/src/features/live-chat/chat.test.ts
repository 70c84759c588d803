import type { ChatMessage, ChatStateData } from '@casino/contract/live-chat';
import { describe, expect, it } from 'vitest';
import { mergeChatState, withMessage } from './api/chat';
import { chatSocketUrl } from '@/lib/live-socket';

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

  it('merges a late read with what was pushed meanwhile: nothing taken back, marks only forward', () => {
    const open = { id: conversationId, status: 'open' as const, playerReadId: null, agentReadId: '2' };
    const pushed = { ...empty, conversation: { ...open, agentReadId: '3' }, messages: [message('3')] };
    const lateRead = { ...empty, conversation: open, messages: [message('2', 'player')] };
    const merged = mergeChatState(pushed, lateRead);
    expect(merged.messages.map((each) => each.id)).toEqual(['2', '3']);
    expect(merged.conversation?.agentReadId).toBe('3');
    const closed = { ...pushed, conversation: { ...open, status: 'closed' as const } };
    expect(mergeChatState(closed, lateRead).conversation?.status).toBe('closed');
    // Another conversation (the old one closed, a new one opened): the server's answer as it is.
    const next = { ...lateRead, conversation: { ...open, id: '5c1f3f0e-6a55-4a57-9b4e-2a7c8d1e9f00' } };
    expect(mergeChatState(pushed, next)).toBe(next);
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
