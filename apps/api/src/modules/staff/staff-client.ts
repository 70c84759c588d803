/**
 * The staff CLI's side of the staff API: it talks to the RUNNING server over HTTP and never opens
 * the database (PGlite is single-process; a second process must not open its data folder).
 */
export interface StaffClient {
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: StaffAnswer }>;
}

export interface StaffAnswer {
  info?: { success: boolean; message: string; resultCode: string };
  data?: unknown;
}

export async function connectStaffClient(
  apiUrl: string,
  username: string,
  password: string,
): Promise<StaffClient> {
  async function send(method: 'GET' | 'POST', path: string, body: unknown, token: string | null) {
    const response = await fetch(`${apiUrl}/staff/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as StaffAnswer };
  }
  const login = await send('POST', '/login', { username, password }, null);
  const token = (login.body.data as { token?: string } | undefined)?.token;
  if (login.status !== 200 || !token)
    throw new Error(`staff login failed: ${login.body.info?.message ?? login.status}`);
  return { call: (method, path, body) => send(method, path, body, token) };
}
