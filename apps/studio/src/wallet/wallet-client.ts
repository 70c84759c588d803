import { isResultCode, providerHeaderNames, type ResultCode } from '@casino/contract';
import { providerApiBase } from '@casino/contract/routes/provider-keys';
import type { providerRoutes } from '@casino/contract/routes/provider';
import type { z } from 'zod';
import { signBody } from '@casino/contract/signature';

/**
 * The studio's side of the seamless-wallet protocol: one signed POST to {platformUrl}/provider/v1/...,
 * its path and its body and answer types from the contract's descriptors (routes/provider.ts).
 * An answer is one of three things, and the difference matters for money:
 * - ok: the platform did it;
 * - refused: the platform answered and said no (insufficient funds, session revoked ...): nothing moved;
 * - lost: no usable answer (network, timeout, 5xx, 429): the call may or may not have been applied, so
 *   a bet must be rolled back and a win sent again, both under the same transaction id.
 */
export type WalletAnswer<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'refused'; code: ResultCode; message: string; data: unknown }
  | { kind: 'lost'; reason: string };

export interface WalletClientOptions {
  platformUrl: string;
  secret: string;
  providerCode: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A call of the protocol, as the contract describes it (method, path, body and answer schemas). */
export type WalletRoute = (typeof providerRoutes)[keyof typeof providerRoutes];

/**
 * The body of a call: the contract's fields, each also nullable because the studio's rows keep them in
 * nullable columns; a null is sent as is and the platform refuses it (validation_error).
 */
export type WalletBody<R extends WalletRoute> = {
  [K in keyof z.input<R['body']>]: z.input<R['body']>[K] | null;
};

export interface WalletClient {
  call<R extends WalletRoute>(route: R, body: WalletBody<R>): Promise<WalletAnswer<z.output<R['response']>>>;
}

// Answers that say "try again later" rather than "no".
const transientCodes = new Set<string>(['rate_limited', 'service_unavailable', 'internal_error']);

export function createWalletClient(options: WalletClientOptions): WalletClient {
  const base = options.platformUrl.replace(/\/+$/, '');
  const doFetch = options.fetchImpl ?? fetch;
  return {
    async call<R extends WalletRoute>(
      route: R,
      body: WalletBody<R>,
    ): Promise<WalletAnswer<z.output<R['response']>>> {
      const path = route.path.slice(1);
      const raw = JSON.stringify(body);
      let response: Response;
      let answer: { info?: { success?: unknown; resultCode?: unknown; message?: unknown }; data?: unknown };
      try {
        response = await doFetch(`${base}${providerApiBase}${route.path}`, {
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
        return { kind: 'lost', reason: `${path}: ${(error as Error).message}` };
      }
      const info = answer?.info;
      if (info?.success === true) {
        const parsed = route.response.safeParse(answer.data) as z.ZodSafeParseResult<z.output<R['response']>>;
        return parsed.success
          ? { kind: 'ok', data: parsed.data }
          : { kind: 'lost', reason: `${path}: unreadable answer` };
      }
      const code = info?.resultCode;
      if (response.status >= 500 || !isResultCode(code) || transientCodes.has(code))
        return { kind: 'lost', reason: `${path}: HTTP ${response.status} ${String(code)}` };
      return {
        kind: 'refused',
        code,
        message: typeof info?.message === 'string' ? info.message : code,
        data: answer.data ?? null,
      };
    },
  };
}
