#!/usr/bin/env node
// `npm test`: typecheck, lint, build, then every vitest project (unit, API, browser) in one run.
// Ends with one plain line `N passed, N failed` summing every runner; a failed typecheck or lint
// counts as one failure each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let passed = 0;
let failed = 0;

function step(name, command, args) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

for (const [name, args] of [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
]) {
  if (step(name, 'npm', args)) passed += 1;
  else failed += 1;
}

const builds = step('build', 'npm', [
  'run',
  'build',
  '-w',
  '@casino/web',
  '-w',
  '@casino/api',
  '-w',
  '@casino/server',
]);
if (!builds) failed += 1;

const report = join(root, 'test-results', 'vitest.json');
rmSync(report, { force: true });
mkdirSync(dirname(report), { recursive: true });
const projects = builds ? [] : ['--project', '!e2e'];
step('tests', 'npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${report}`,
]);

if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  // A file that fails to load has no tests to count, but is a failure all the same.
  failed += results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} else {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
