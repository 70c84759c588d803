import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildStudioConfig } from './config';
import { studioSecretProblem } from './secret-check';

// Issue 12.1: the standalone studio signs wins; it never signs with a made-up or published key.
describe('the standalone studio key', () => {
  const check = (env: Record<string, string>) => studioSecretProblem(buildStudioConfig(env));

  it('must be set: there is no default any more', () => {
    expect(buildStudioConfig({}).secret).toBeNull();
    expect(check({})).toMatch(/^STUDIO_SECRET: must be set/);
  });

  it('is never the formerly published default', () => {
    expect(check({ STUDIO_SECRET: 'studio-secret-change-me-please' })).toMatch(
      /^STUDIO_SECRET: is a published/,
    );
  });

  it('is long and varied in production, and may be shorter in development', () => {
    expect(check({ STUDIO_SECRET: 'studio-dev-key-0123456789' })).toBeNull();
    expect(check({ NODE_ENV: 'production', STUDIO_SECRET: 'studio-dev-key-0123456789' })).toMatch(
      /^STUDIO_SECRET: is too short for production/,
    );
    const own = randomBytes(32).toString('base64url');
    expect(check({ NODE_ENV: 'production', STUDIO_SECRET: own })).toBeNull();
  });

  it('is never, in production, a key written anywhere in the repository', () => {
    for (const key of ['Jx8v2QkLm4Rt7Wz1Np5Hs9Dc3Fg6Yb0Ue', 'test-production-studio-key-Qx7Lm2Vr9Tz4']) {
      expect(check({ STUDIO_SECRET: key })).toBeNull();
      expect(check({ NODE_ENV: 'production', STUDIO_SECRET: key }), key).toMatch(
        /^STUDIO_SECRET: appears in the project's public repository/,
      );
    }
  });
});
