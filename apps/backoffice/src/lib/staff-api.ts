import {
  fillPath,
  splitRouteKey,
  type ClientRoute,
  type RouteData,
  type RouteInput,
} from '@casino/contract/routes/define';

export { staffApi } from '@casino/contract/routes/staff-client';

/** A refused staff call: the result code of the envelope (e.g. `totp_required`) and its data. */
export class StaffApiError extends Error {
  constructor(
    readonly code: string,
    readonly data: unknown,
    readonly status: number,
  ) {
    super(code);
  }
}

const tokenKey = 'backoffice.token';

/** The bearer token lives in this tab only: closing the tab ends the staff member's use of it. */
export const staffToken = {
  get: (): string | null => sessionStorage.getItem(tokenKey),
  set: (token: string) => sessionStorage.setItem(tokenKey, token),
  clear: () => sessionStorage.removeItem(tokenKey),
};

interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

function urlOf(path: string, input: CallInput): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {}))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const search = query.toString();
  return `/staff/v1${fillPath(path, input.params)}${search ? `?${search}` : ''}`;
}

/** One typed call of the staff API (route, params, query and body from the contract). */
export async function staffCall<R extends ClientRoute>(
  route: R,
  input: RouteInput<R>,
): Promise<RouteData<R>> {
  const { method, path } = splitRouteKey(route);
  const given = input as CallInput;
  const token = staffToken.get();
  // A FormData body (a file) goes as multipart: fetch writes its content-type with the boundary.
  const isFormData = given.body instanceof FormData;
  const response = await fetch(urlOf(path, given), {
    method,
    headers: {
      ...(method === 'GET' || isFormData ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(method === 'GET'
      ? {}
      : { body: isFormData ? (given.body as FormData) : JSON.stringify(given.body ?? {}) }),
  });
  const envelope = (await response.json().catch(() => null)) as {
    info?: { success?: boolean; resultCode?: string };
    data?: unknown;
  } | null;
  if (!envelope?.info?.success)
    throw new StaffApiError(
      envelope?.info?.resultCode ?? 'internal_error',
      envelope?.data ?? null,
      response.status,
    );
  return envelope.data as RouteData<R>;
}
