import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The staff CLI's side of the staff API: it talks to the RUNNING server over HTTP and never opens
 * the database (PGlite is single-process; a second process must not open its data folder).
 * It keeps one staff session in a file readable by its user only (mode 0600) and reuses it across
 * commands, logging in again only when the server no longer knows the token (idle, expired, revoked).
 */
export interface StaffClient {
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: StaffAnswer }>;
  /** Revokes the session on the server and forgets it here; answers whether there was one. */
  logout(): Promise<boolean>;
}

export interface StaffAnswer {
  info?: { success: boolean; message: string; resultCode: string };
  data?: unknown;
}

interface StoredSession {
  apiUrl: string;
  username: string;
  token: string;
  expiresAt: string;
}

export interface StaffClientOptions {
  apiUrl: string;
  username: string;
  /** Only asked for when a log-in is needed. */
  password: () => string | null;
  sessionFile: string;
  /** Shows the drawn captcha (a PNG data URL) to the person and answers what they typed. */
  solveCaptcha: (image: string) => Promise<string>;
  /** The second factor given up front (`--totp`, STAFF_TOTP): sent with the password. */
  totp?: string | null | undefined;
  /** Asks the person for a TOTP or recovery code when the server answers totp_required. */
  askSecondFactor?: (() => Promise<string>) | undefined;
  now?: () => Date;
}

/** STAFF_SESSION_FILE, else staff-session.json in the user's config folder ($XDG_CONFIG_HOME or ~/.config). */
export function defaultStaffSessionFile(env: NodeJS.ProcessEnv): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'nova-casino', 'staff-session.json');
}

/** Writes a file only its owner can read, in a folder only its owner can enter. */
export function writePrivateFile(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

function readSession(options: StaffClientOptions): StoredSession | null {
  try {
    const stored = JSON.parse(readFileSync(options.sessionFile, 'utf8')) as Partial<StoredSession>;
    const now = (options.now ?? (() => new Date()))();
    const fits =
      stored.apiUrl === options.apiUrl &&
      stored.username === options.username &&
      typeof stored.token === 'string' &&
      typeof stored.expiresAt === 'string' &&
      new Date(stored.expiresAt) > now;
    return fits ? (stored as StoredSession) : null;
  } catch {
    return null;
  }
}

/** A typed second factor: six digits are a TOTP code, anything else one of the recovery codes. */
function secondFactorOf(code: string | null | undefined): Record<string, string> {
  const typed = code?.replace(/\s+/g, '') ?? '';
  if (!typed) return {};
  return /^\d{6}$/.test(typed) ? { totp: typed } : { recoveryCode: typed };
}

export async function connectStaffClient(options: StaffClientOptions): Promise<StaffClient> {
  async function send(method: 'GET' | 'POST', path: string, body: unknown, token: string | null) {
    const response = await fetch(`${options.apiUrl}/staff/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as StaffAnswer };
  }

  /** One log-in request; when it was refused for the want of a captcha, the captcha solved and sent. */
  async function attempt(body: Record<string, string>) {
    const answer = await send('POST', '/login', body, null);
    const demanded = (answer.body.data as { captchaRequired?: boolean } | null | undefined)?.captchaRequired;
    // Solve a captcha only when this attempt was refused for the want of one (not for a wrong password).
    if (answer.body.info?.resultCode !== 'invalid_captcha' || !demanded) return answer;
    const drawn = await send('GET', '/captcha', undefined, null);
    const captcha = drawn.body.data as { captchaId?: string; image?: string } | undefined;
    if (drawn.status !== 200 || !captcha?.captchaId || !captcha.image)
      throw new Error(`staff login failed: ${drawn.body.info?.message ?? drawn.status}`);
    const typed = await options.solveCaptcha(captcha.image);
    return send('POST', '/login', { ...body, captchaId: captcha.captchaId, captcha: typed }, null);
  }

  /** The password, then (for an enrolled member who gave no code up front) the code asked for. */
  async function login(): Promise<string> {
    const password = options.password();
    if (!password) throw new Error('the staff session has ended: set STAFF_PASSWORD to log in again');
    const credentials = { username: options.username, password };
    let answer = await attempt({ ...credentials, ...secondFactorOf(options.totp) });
    if (answer.body.info?.resultCode === 'totp_required' && !options.totp) {
      if (!options.askSecondFactor)
        throw new Error('this staff account has a second factor: pass --totp <code> or set STAFF_TOTP');
      answer = await attempt({ ...credentials, ...secondFactorOf(await options.askSecondFactor()) });
    }
    return keepSession(answer);
  }

  /** Stores the session a successful log-in answered (mode 0600); a refusal becomes the error shown. */
  function keepSession(answer: { status: number; body: StaffAnswer }): string {
    const data = answer.body.data as {
      token?: string;
      expiresAt?: string;
      retryAfterSeconds?: number;
    } | null;
    if (answer.status !== 200 || !data?.token || !data.expiresAt) {
      const wait = data?.retryAfterSeconds ? ` (try again in ${data.retryAfterSeconds} s)` : '';
      throw new Error(`staff login failed: ${answer.body.info?.message ?? answer.status}${wait}`);
    }
    const session: StoredSession = {
      apiUrl: options.apiUrl,
      username: options.username,
      token: data.token,
      expiresAt: data.expiresAt,
    };
    writePrivateFile(options.sessionFile, `${JSON.stringify(session)}\n`);
    return session.token;
  }

  let token = readSession(options)?.token ?? null;
  return {
    async call(method, path, body) {
      if (token) {
        const answer = await send(method, path, body, token);
        // The server forgot the token (idle, expired, revoked): one fresh log-in, one retry.
        if (answer.status !== 401 || answer.body.info?.resultCode !== 'staff_unauthorized') return answer;
      }
      token = await login();
      return send(method, path, body, token);
    },
    async logout() {
      const had = token;
      token = null;
      rmSync(options.sessionFile, { force: true });
      if (!had) return false;
      const answer = await send('POST', '/logout', undefined, had);
      return (
        answer.status === 200 && (answer.body.data as { revoked?: boolean } | undefined)?.revoked === true
      );
    },
  };
}
