import type { ResultCode } from '@casino/contract/result-codes';
import { isApiError } from '@/lib/api-error';

/** Why the sportsbook did not open, as the page explains it (each with its own text in six languages). */
export type LaunchRefusal = 'selfExcluded' | 'limits' | 'geo' | 'unavailable' | 'failed';

const refusalByCode: Partial<Record<ResultCode, LaunchRefusal>> = {
  account_self_excluded: 'selfExcluded',
  self_exclusion_active: 'selfExcluded',
  session_time_limit_reached: 'limits',
  reality_check_required: 'limits',
  loss_limit_reached: 'limits',
  wager_limit_reached: 'limits',
  deposit_limit_exceeded: 'limits',
  country_blocked: 'geo',
  provider_unavailable: 'unavailable',
  game_not_found: 'unavailable',
};

/** The refusal a failed lookup or launch stands for; anything unnamed (network, 5xx) is 'failed'. */
export function launchRefusalOf(error: unknown): LaunchRefusal {
  if (!isApiError(error)) return 'failed';
  return refusalByCode[error.resultCode] ?? 'failed';
}

/** The server's own words for a refusal that carries details (self-excluded until a date, a limit). */
export function serverMessageOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const refusal = launchRefusalOf(error);
  return refusal === 'selfExcluded' || refusal === 'limits' ? error.message : null;
}
