import { providerHeaderNames } from '@casino/contract';
import { signBody } from '@casino/contract/signature';
import type { GameProviderConfig } from '../../../config';

export class ProviderCallError extends Error {
  override name = 'ProviderCallError';

  /** The provider's own result code when it answered a refusal in an envelope. */
  constructor(
    message: string,
    readonly resultCode: string | null = null,
  ) {
    super(message);
  }
}

/**
 * One signed call from the platform to a provider (game list, launch). The answer is the provider's
 * envelope `{ info, data }`; anything else, a timeout or a refusal is a ProviderCallError, which
 * callers turn into provider_unavailable.
 */
export async function callProvider(
  provider: GameProviderConfig,
  path: string,
  body: unknown,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<unknown> {
  const raw = JSON.stringify(body ?? {});
  const doFetch = options.fetchImpl ?? fetch;
  let response: Response;
  try {
    response = await doFetch(`${provider.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [providerHeaderNames.provider]: provider.code,
        [providerHeaderNames.signature]: signBody(provider.secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new ProviderCallError(`${provider.code} ${path}: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => null)) as {
    info?: { success?: boolean; resultCode?: string };
    data?: unknown;
  } | null;
  if (!response.ok || !answer?.info?.success)
    throw new ProviderCallError(
      `${provider.code} ${path}: HTTP ${response.status}`,
      answer?.info?.resultCode ?? null,
    );
  return answer.data;
}
