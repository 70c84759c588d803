#!/usr/bin/env node
// `npm test`: build, typecheck, lint and every vitest project (unit, API, browser).
// Ends with one plain line `N passed, N failed` summing every runner; a failed typecheck or lint
// counts as one failure each.
//
// Two streams at a time, because much of the run waits on something other than this process (the
// database server, the browser, the server under test). Tests that start a built server need the
// build, so no test starts before it ends. Each stream's lines carry its name.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let passed = 0;
let failed = 0;

function prefixed(stream, name, into) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) into.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) into.write(`[${name}] ${pending}\n`);
  });
}

function step(name, command, args) {
  console.log(`▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixed(child.stdout, name, process.stdout);
    prefixed(child.stderr, name, process.stderr);
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`${ok ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolve(ok);
    });
  });
}

async function counted(name, args) {
  if (await step(name, 'npm', args)) passed += 1;
  else failed += 1;
}

function vitest(name, projects) {
  const report = join(root, 'test-results', `vitest-${name}.json`);
  rmSync(report, { force: true });
  mkdirSync(dirname(report), { recursive: true });
  return step(name, 'npx', [
    'vitest',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ]).then((ok) => {
    if (!existsSync(report)) {
      failed += 1;
      return;
    }
    const results = JSON.parse(readFileSync(report, 'utf8'));
    passed += results.numPassedTests;
    failed += results.numFailedTests;
    // A file that fails to load, or whose setup (beforeAll) fails and skips its tests, has no failed
    // test to count, but is a failure all the same.
    const failedFiles = results.testResults.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
    ).length;
    failed += failedFiles;
    // Whatever else made vitest exit non-zero (an unhandled error between tests) fails the run too.
    if (!ok && results.numFailedTests === 0 && failedFiles === 0) failed += 1;
  });
}

// Stream one: the build, then the browser journeys (one server, one file at a time). Stream two:
// typecheck, then (once the build is there) every project but the browser journeys. Lint follows
// whichever ends first. Without a build there is no server for the browser journeys; every other
// project still runs.
const build = step('build', 'npm', [
  'run',
  'build',
  '-w',
  '@casino/web',
  '-w',
  '@casino/backoffice',
  '-w',
  '@casino/sportsbook-web',
  '-w',
  '@casino/api',
  '-w',
  '@casino/server',
]);
let linted = null;
const lintOnce = () => (linted ??= counted('lint', ['run', 'lint']));
await Promise.all([
  build.then(async (builds) => {
    if (!builds) failed += 1;
    else await vitest('browser', ['--project', 'e2e']);
    await lintOnce();
  }),
  (async () => {
    await counted('typecheck', ['run', 'typecheck']);
    await build;
    // vitest's default worker count (cores - 1): two workers beside the browser journeys left the
    // servers some tests start without a core for over a minute, and finished no sooner.
    await vitest('tests', ['--project', '!e2e']);
    await lintOnce();
  })(),
]);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
