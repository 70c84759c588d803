import { isRepositoryKey } from '@casino/rules/published-keys';
import type { StudioConfig } from './config';

// The platform keeps the full rule (apps/api secrets); the studio may not import it, so it holds the
// same refusal for its one key: a former published default, or in production a short key.
const minProductionLength = 32;

/**
 * Why the standalone studio cannot sign with its configured STUDIO_SECRET, or null. It signs `win`
 * calls that credit players, so it never falls back to a made-up or published key.
 */
export function studioSecretProblem(config: Pick<StudioConfig, 'secret' | 'environment'>): string | null {
  const { secret, environment } = config;
  if (secret === null) return 'STUDIO_SECRET: must be set (the same key as the platform’s STUDIO_SECRET)';
  if (/change[-_ ]?me/i.test(secret))
    return 'STUDIO_SECRET: is a published or placeholder value; set a random value of your own';
  if (environment === 'production' && isRepositoryKey(secret))
    return "STUDIO_SECRET: appears in the project's public repository (a test or example key); set a random value of your own";
  if (environment === 'production' && (secret.length < minProductionLength || new Set(secret).size < 10))
    return `STUDIO_SECRET: is too short for production: at least ${minProductionLength} random characters`;
  return null;
}
