import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints the deliberate violations in lint-fixtures/ (laid out like the repository) with the
// repository's own ESLint config, and checks that each is reported by the rule meant to catch it.
const root = join(import.meta.dirname, '..');
const fixtures = join(import.meta.dirname, 'lint-fixtures');
let found: Map<string, string[]>;

beforeAll(async () => {
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: join(root, 'eslint.config.js') });
  const results = await eslint.lintFiles(['.']);
  found = new Map(
    results.map((result) => [
      result.filePath
        .slice(fixtures.length + 1)
        .split('\\')
        .join('/'),
      result.messages.map((message) => message.ruleId ?? message.message),
    ]),
  );
}, 60_000);

const rulesOf = (file: string) => {
  const rules = found.get(file);
  if (!rules) throw new Error(`${file} was not linted`);
  return rules;
};

describe('lint rules that keep the arrows pointing one way', () => {
  it('reports an app importing another app by package name', () => {
    expect(rulesOf('apps/api/src/imports-web.ts')).toContain('casino/boundaries');
  });

  it('reports an app reaching into another app by a relative path', () => {
    expect(rulesOf('apps/api/src/reaches-into-studio.ts')).toContain('casino/boundaries');
  });

  it('reports a package importing an app', () => {
    expect(rulesOf('packages/contract/src/imports-api.ts')).toContain('casino/boundaries');
  });

  it('reports a web feature importing a feature that is not shared', () => {
    expect(rulesOf('apps/web/src/features/cashier/imports-games.ts')).toContain('casino/boundaries');
  });

  it("reports the web's shared code importing a feature", () => {
    expect(rulesOf('apps/web/src/lib/imports-feature.ts')).toContain('casino/boundaries');
  });

  it('reports both files of a two-file import cycle', () => {
    expect(rulesOf('packages/rules/src/cycle-a.ts')).toContain('import-x/no-cycle');
    expect(rulesOf('packages/rules/src/cycle-b.ts')).toContain('import-x/no-cycle');
  });

  it('reports nothing in clean files: shared features, packages, own files, the composition root', () => {
    expect(rulesOf('apps/web/src/features/cashier/clean.ts')).toEqual([]);
    expect(rulesOf('apps/web/src/features/cashier/limits.ts')).toEqual([]);
    expect(rulesOf('apps/server/src/compose.ts')).toEqual([]);
  });

  it('keeps the fixtures out of the repository-wide lint', async () => {
    const eslint = new ESLint({ cwd: root });
    expect(await eslint.isPathIgnored(join(fixtures, 'apps/api/src/imports-web.ts'))).toBe(true);
  });
});
