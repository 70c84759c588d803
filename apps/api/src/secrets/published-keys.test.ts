import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRepositoryKey, keyLikeStringsOf } from '@casino/rules/published-keys';
import {
  publishedKeysFileOf,
  repositoryKeyLikeStrings,
  repositoryRoot,
} from '@casino/rules/published-keys-scan';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../config';
import { generateSecret, isPublishedSecret } from './secret-rules';

// Issue 26, item 8: production refuses every signing key that anyone can read in this repository.
describe('keys published in the repository', () => {
  const own = generateSecret();
  const production = {
    NODE_ENV: 'production',
    STUDIO_SECRET: own,
    SANDBOX_WEBHOOK_SECRET: generateSecret(),
    STAFF_TOTP_KEY: generateSecret(),
  };
  const refusal = "appears in the project's public repository";

  it('are all in the list the app ships (npm run published-keys writes it)', () => {
    const file = join(repositoryRoot, 'packages/rules/src/published-key-hashes.ts');
    expect(
      readFileSync(file, 'utf8') === publishedKeysFileOf(repositoryRoot),
      'run npm run published-keys',
    ).toBe(true);
  }, 60_000);

  it('each key literal of the test helpers is refused in production for every signing key, by name', () => {
    const helpers = [
      'apps/api/src/test/helper.ts',
      'apps/api/src/test/test-db.ts',
      'apps/api/src/config.test.ts',
      'apps/api/src/modules/wallet/wallet-test-kit.ts',
      'apps/studio/src/secret-check.test.ts',
    ];
    // The production key the test helper once published, and one the docs may print.
    const literals = [
      'test-production-studio-key-Qx7Lm2Vr9Tz4',
      'test-production-sandbox-key-Hw3Nk8Pd5Js1',
      ...helpers.flatMap((file) => keyLikeStringsOf(readFileSync(join(repositoryRoot, file), 'utf8'))),
    ].filter((key) => !isPublishedSecret(key)); // placeholders (change-me) have their own refusal
    expect(literals.length).toBeGreaterThan(2);
    for (const key of literals) {
      const cases: Array<[Record<string, string>, string]> = [
        [{ STUDIO_SECRET: key }, 'STUDIO_SECRET'],
        [{ SANDBOX_PAYMENTS: 'true', SANDBOX_WEBHOOK_SECRET: key }, 'SANDBOX_WEBHOOK_SECRET'],
        [{ NOWPAYMENTS_IPN_SECRET: key }, 'NOWPAYMENTS_IPN_SECRET'],
        [
          { GAME_PROVIDERS: JSON.stringify([{ code: 'agg', url: 'https://agg.example', secret: key }]) },
          'GAME_PROVIDERS[0].secret (agg)',
        ],
        [{ TAWK_SECRET: key }, 'TAWK_SECRET'],
      ];
      for (const [env, name] of cases)
        expect(() => buildConfig({ ...production, ...env }), `${name} = ${key}`).toThrow(
          `${name}: ${refusal}`,
        );
    }
  });

  it('take keys, not import paths or identifiers, as key-like', () => {
    const key = 'Qx7Lm2Vr9Tz4Hw3Nk8Pd5Js1Ab6Cd0Ef';
    const hex = 'a3f09c1d7e5b2468a3f09c1d7e5b2468';
    expect(keyLikeStringsOf(`'${key}' "${hex}" SECRET: ${key}x`)).toEqual([key, hex, `${key}x`]);
    expect(
      keyLikeStringsOf(
        "from './modules/games/free-rounds/deliver-free-rounds'; 'staff_login_failures_username_at_idx'; '../migrations/0024_settled_wager_facts'",
      ),
    ).toEqual([]);
  });

  it('every key-like string anywhere in the repository is refused, and a key of our own is not', () => {
    const found = repositoryKeyLikeStrings(repositoryRoot);
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((value) => !isRepositoryKey(value))).toEqual([]);
    expect(isRepositoryKey(own)).toBe(false);
    expect(buildConfig(production).games.providers[0]?.secret).toBe(own);
    // Outside production the test keys still work.
    expect(
      buildConfig({ STUDIO_SECRET: 'test-production-studio-key-Qx7Lm2Vr9Tz4' }).games.providers[0]?.secret,
    ).toBe('test-production-studio-key-Qx7Lm2Vr9Tz4');
  }, 60_000);
});
