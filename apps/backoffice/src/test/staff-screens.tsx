import type { StaffPermission } from '@casino/contract/values/staff';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { I18nProvider } from '../lib/i18n';
import { SessionContext, type Session } from '../lib/session';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The staff API as the page sees it: answers by "METHOD path", recording every call. */
export function fakeStaffApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const key = `${method} ${url.replace(/\?.*$/, '')}`;
    const data = answers[key];
    const body =
      data === undefined
        ? { info: { success: false, message: '', resultCode: 'not_found' }, data: null }
        : { info: { success: true, message: '', resultCode: 'ok' }, data };
    return new Response(JSON.stringify(body), { status: data === undefined ? 404 : 200 });
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
}

export function renderAs(permissions: StaffPermission[], path: string, element: ReactNode, route: string) {
  const session: Session = {
    me: {
      id: 'staff-1',
      username: 'ops',
      role: 'admin',
      permissions,
      totpEnrolled: true,
      mustEnrolTotp: false,
    },
    may: (permission) => permissions.includes(permission),
    logout: () => undefined,
    reload: () => undefined,
  };
  return render(
    <I18nProvider>
      <SessionContext value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </MemoryRouter>
      </SessionContext>
    </I18nProvider>,
  );
}
