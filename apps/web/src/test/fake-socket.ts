import type { ChatSocketEvent } from '@casino/contract/live-chat';
import { act } from '@testing-library/react';

/**
 * The live socket (chat and notices), faked at the browser's edge: it opens at once, keeps what the
 * app sent, and the test pushes what the server would. Stub it with `vi.stubGlobal('WebSocket', …)`.
 */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  push(event: ChatSocketEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}
