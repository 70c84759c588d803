import type { GamblingLimitsData } from '@casino/contract/responsible-gambling';
import { limitPeriods, playLimitKinds } from '@casino/contract/values/responsible-gambling';
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

/** An answer of the fake staff API that refuses the call with a result code. */
export class Refusal {
  constructor(
    readonly code: string,
    readonly status = 409,
  ) {}
}

/**
 * The staff API as the page sees it: answers by "METHOD path" (a Refusal refuses), recording every
 * call; a route with no answer is refused as not_found.
 */
export function fakeStaffApi(answers: Record<string, unknown>) {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const key = `${method} ${url.replace(/\?.*$/, '')}`;
    const data = answers[key];
    const refusal =
      data instanceof Refusal ? data : data === undefined ? new Refusal('not_found', 404) : null;
    const body = refusal
      ? { info: { success: false, message: '', resultCode: refusal.code }, data: null }
      : { info: { success: true, message: '', resultCode: 'ok' }, data };
    return new Response(JSON.stringify(body), { status: refusal?.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchFn);
  return calls;
}

/**
 * The files the screen hands the browser to save: each blob read back as text, and the spy on the
 * link click that starts a download.
 */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = vi.fn();
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const textOf = (index: number) =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[index] as Blob);
    });
  return { clicked, textOf };
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

/** A player's limits as the staff API answers them: nothing set, unless `overrides` says otherwise. */
export function limitsData(overrides: Partial<GamblingLimitsData> = {}): GamblingLimitsData {
  const unset = {
    amount: null,
    pendingAmount: null,
    pendingRemoval: false,
    pendingFrom: null,
    canConfirm: false,
  };
  return {
    currency: 'EUR',
    maximum: '10000.00',
    limits: limitPeriods.map((period) => ({ period, ...unset })),
    selfExclusion: null,
    realityCheckMinutes: null,
    depositsUsed: { day: '0.00', week: '0.00', month: '0.00' },
    playLimits: [
      ...playLimitKinds.flatMap((kind) =>
        kind === 'session' ? [] : limitPeriods.map((period) => ({ kind, period, used: '0.00', ...unset })),
      ),
      { kind: 'session', period: 'session', used: '0', ...unset },
      { kind: 'session', period: 'day', used: '0', ...unset },
    ],
    history: [],
    ...overrides,
  };
}
