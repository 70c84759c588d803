import { isResultCode, providerHeaderNames, type ResultCode } from '@casino/contract';
import { providerApiBase } from '@casino/contract/routes/provider-keys';
import type { providerRoutes } from '@casino/contract/routes/provider';
import { signBody } from '@casino/contract/signature';
import type { z } from 'zod';

/**
 * The sportsbook's side of the seamless-wallet protocol (docs/provider-protocol.md): one signed POST
 * to {platformUrl}/provider/v1/..., path, body and answer from the contract's descriptors. An answer is:
 * - ok: the platform did it;
 * - refused: the platform answered no (insufficient funds, session revoked ...): nothing moved;
 * - lost: no usable answer after the retries (network, timeout, 5xx, 429): the call may or may not
 *   have been applied, so a debit is rolled back and a credit sent again, under the same transaction id.
 */
export type WalletAnswer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; code: ResultCode; message: string }
  | { kind: 'lost'; reason: string };

export type WalletRoute = (typeof providerRoutes)[keyof typeof providerRoutes];

export interface WalletClient {
  call<R extends WalletRoute>(
    route: R,
    body: z.input<R['body']>,
  ): Promise<WalletAnswer<z.output<R['response']>>>;
}

export interface WalletClientOptions {
  platformUrl: string;
  secret: string;
  providerCode: string;
  timeoutMs?: number;
  /** Attempts per call (network errors and "try later" answers are retried), at least 1. */
  attempts?: number;
  /** The first back-off; each retry waits twice the previous. */
  backoffMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

// Answers that say "try again later" rather than "no".
const transientCodes = new Set<string>(['rate_limited', 'service_unavailable', 'internal_error']);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const base = options.platformUrl.replace(/\/+$/, '');
  const attempts = Math.max(1, options.attempts ?? 3);
  const sleep = options.sleep ?? defaultSleep;
  const backoffMs = options.backoffMs ?? 200;

  async function callOnce<R extends WalletRoute>(
    route: R,
    raw: string,
  ): Promise<WalletAnswer<z.output<R['response']>>> {
    let response: Response;
    let answer: { info?: { success?: unknown; resultCode?: unknown; message?: unknown }; data?: unknown };
    try {
      response = await fetch(`${base}${providerApiBase}${route.path}`, {
        method: route.method,
        headers: {
          'content-type': 'application/json',
          [providerHeaderNames.provider]: options.providerCode,
          [providerHeaderNames.signature]: signBody(options.secret, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      return { kind: 'lost', reason: `${route.path}: ${(error as Error).message}` };
    }
    const info = answer?.info;
    if (info?.success === true) {
      const parsed = route.response.safeParse(answer.data) as z.ZodSafeParseResult<z.output<R['response']>>;
      return parsed.success
        ? { kind: 'ok', data: parsed.data }
        : { kind: 'lost', reason: `${route.path}: unreadable answer` };
    }
    const code = info?.resultCode;
    if (response.status >= 500 || !isResultCode(code) || transientCodes.has(code))
      return { kind: 'lost', reason: `${route.path}: HTTP ${response.status} ${String(code)}` };
    return { kind: 'refused', code, message: typeof info?.message === 'string' ? info.message : code };
  }

  return {
    async call(route, body) {
      // The same bytes every attempt: the platform answers a repeated transaction id as the first.
      const raw = JSON.stringify(body);
      let answer = await callOnce(route, raw);
      for (let attempt = 1; attempt < attempts && answer.kind === 'lost'; attempt += 1) {
        await sleep(backoffMs * 2 ** (attempt - 1));
        answer = await callOnce(route, raw);
      }
      return answer;
    },
  };
}

/** Why the platform refused a debit, as the sportsbook tells the player. */
export type WalletRefusal =
  'insufficient_funds' | 'session_invalid' | 'player_blocked' | 'wallet_limit' | 'wallet_refused';

export function walletRefusalOf(code: ResultCode): WalletRefusal {
  switch (code) {
    case 'insufficient_funds':
      return 'insufficient_funds';
    case 'game_session_invalid':
    case 'session_expired':
    case 'player_not_found':
      return 'session_invalid';
    case 'account_self_excluded':
    case 'self_exclusion_active':
    case 'reality_check_required':
    case 'session_time_limit_reached':
    case 'daily_play_time_reached':
      return 'player_blocked';
    case 'bonus_max_bet_exceeded':
    case 'win_exceeds_maximum':
    case 'amount_out_of_range':
    case 'deposit_limit_exceeded':
    case 'loss_limit_reached':
    case 'wager_limit_reached':
      return 'wallet_limit';
    default:
      return 'wallet_refused';
  }
}
