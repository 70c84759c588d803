import type { ChatSocketEvent } from '@casino/contract/live-chat';
import { staffRolePermissions } from '@casino/contract/values/staff';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { SessionContext, type Session } from '../../lib/session';

// React's act() warns unless the environment says it runs tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** One staff API answer: the envelope's data, or a refusal with its result code. */
type Answer = { data: unknown } | { code: string; status: number };
type Handler = (body: unknown) => Answer;

/**
 * The staff API as the console sees it over fetch, answering each `METHOD /path` from a table the
 * test can change between calls; every request is recorded with its body.
 */
export function fakeStaffApi(routes: Record<string, Handler>) {
  const requests: { route: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(url, 'http://test').pathname.replace('/staff/v1', '')}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ route, body });
    const answer = routes[route]?.(body) ?? { code: 'not_found', status: 404 };
    const envelope =
      'data' in answer
        ? { info: { success: true, message: '', resultCode: 'ok' }, data: answer.data }
        : { info: { success: false, message: '', resultCode: answer.code }, data: null };
    return new Response(JSON.stringify(envelope), { status: 'data' in answer ? 200 : answer.status });
  });
  return { routes, requests };
}

/** The chat socket, faked at the browser's edge: the test pushes what the server would. */
export class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly OPEN = 1;
  readonly OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.readyState = 3;
  }
  push(event: ChatSocketEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

export function installFakeSocket() {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
}

export function sessionOf(role: 'support' | 'content', username = 'agent.ann'): Session {
  const permissions = [...staffRolePermissions[role]];
  return {
    me: { id: 'staff-1', username, role, permissions, totpEnrolled: true, mustEnrolTotp: false },
    may: (permission) => permissions.includes(permission),
    logout: () => undefined,
    reload: () => undefined,
  };
}

/** Renders a screen as the back office does: translated, logged in, inside the router. */
export async function renderScreen(
  screen: ReactNode,
  session: Session,
): Promise<{ root: Root; el: HTMLElement }> {
  const el = document.createElement('div');
  document.body.append(el);
  const root = createRoot(el);
  await act(async () => {
    root.render(
      <I18nProvider>
        <SessionContext value={session}>
          <MemoryRouter>{screen}</MemoryRouter>
        </SessionContext>
      </I18nProvider>,
    );
  });
  return { root, el };
}

/** Lets fetches, timers of zero and React's updates settle, until `probe` holds. */
export async function until(probe: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if (probe()) return;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Types into a React-controlled field, as a person would. */
export function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
