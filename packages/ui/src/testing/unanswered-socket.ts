import { beforeEach, vi } from 'vitest';

/** A live socket that never opens nor drops. */
class UnansweredSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {
    this.readyState = 3;
  }
}

/**
 * For the setup file of a DOM test project: before each test, `WebSocket` is a socket nobody answers,
 * unless the test fakes its own. jsdom's WebSocket would dial the address for real, fail, and the
 * app's reconnect timer could outlive its test file and open a socket in a later file of the same
 * worker (files share one window there).
 */
export function leaveLiveSocketsUnanswered(): void {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', UnansweredSocket);
  });
}
