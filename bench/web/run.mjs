#!/usr/bin/env node
// `npm run bench:web`: builds, starts the server on a fresh data folder, runs Lighthouse (mobile,
// simulated throttling, its defaults) three times on /, /casino and a game page with Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium), and prints the medians beside the bundle budget's table.
// BENCH_SPORTSBOOK=1 measures the sportsbook instead, as a logged-in player: the platform's /sportsbook
// (the frame and the sportsbook's lobby in it) and an event page at the sportsbook's launch URL.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { budgetTable, checkBudget } from '../../apps/web/scripts/bundle-budget.mjs';
import { createBenchPlayer, seedBrowser, sportsbookEventUrl } from './player.mjs';

const root = join(import.meta.dirname, '..', '..');
const port = Number(process.env.BENCH_PORT ?? 3960);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const base = `http://127.0.0.1:${port}`;
const isSportsbook = process.env.BENCH_SPORTSBOOK === '1';
const pages = (
  process.env.BENCH_PAGES ?? (isSportsbook ? '/sportsbook,@event' : '/,/casino,/play/nova-studio/neon-fruits')
).split(',');
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

if (!process.env.BENCH_SKIP_BUILD) {
  const workspaces = ['@casino/web', '@casino/server', ...(isSportsbook ? ['@casino/sportsbook-web'] : [])];
  const build = spawnSync('npm', ['run', 'build', ...workspaces.flatMap((w) => ['-w', w])], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the build failed');
}

const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-web-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    RATE_LIMIT_MAX: '100000',
  },
  stdio: 'ignore',
  detached: true,
});

async function waitForServer() {
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 120_000) throw new Error('no page within 120 s');
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

const results = {};
let chrome;
try {
  await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  // One visit first, so the catalogue sync and the first compilations are not in the measured runs.
  if (!process.env.BENCH_SKIP_WARMUP)
    await lighthouse(`${base}/casino`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  // The sportsbook needs a player: his sessions stay in the browser (no storage reset between runs).
  const urls = {};
  if (isSportsbook) {
    const player = await createBenchPlayer(base);
    await seedBrowser(chrome.port, base, player);
    urls['@event'] = await sportsbookEventUrl(base, player);
  }
  for (const page of pages) {
    results[page] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${base}${urls[page] ?? page}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: categories,
        disableStorageReset: isSportsbook,
      });
      const lhr = result.lhr;
      // BENCH_REPORTS=<folder> keeps each run's whole Lighthouse report (JSON), to read a figure's causes.
      if (process.env.BENCH_REPORTS) {
        mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`;
        writeFileSync(join(process.env.BENCH_REPORTS, name), result.report);
      }
      results[page].push({
        scores: Object.fromEntries(
          categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ),
        metrics: Object.fromEntries(
          Object.entries(metrics).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
        ),
        runtimeError: lhr.runtimeError?.message ?? null,
        failing: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id),
      });
      process.stderr.write('.');
    }
  }
} finally {
  await chrome?.kill();
  process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse 12.2.3, mobile (simulated throttling), median of ${runs} runs on Debian's Chromium`,
);
console.log(
  `${'page'.padEnd(32)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'bp'.padStart(5)} ${'seo'.padStart(5)} ${'FCP ms'.padStart(8)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(6)} ${'SI ms'.padStart(8)}`,
);
for (const [page, all] of Object.entries(results)) {
  // A run Lighthouse could not trace has no metrics: the medians are of the runs it could.
  const traced = all.filter((run) => !run.runtimeError);
  const list = traced.length > 0 ? traced : all;
  const score = (id) => String(median(list.map((run) => run.scores[id]))).padStart(5);
  const metric = (name, digits = 0) => median(list.map((run) => run.metrics[name])).toFixed(digits);
  console.log(
    `${page.padEnd(32)} ${score('performance')} ${score('accessibility')} ${score('best-practices')} ${score('seo')} ${metric('FCP').padStart(8)} ${metric('LCP').padStart(8)} ${metric('TBT').padStart(8)} ${metric('CLS', 3).padStart(6)} ${metric('SI').padStart(8)}`,
  );
  const errors = [...new Set(all.flatMap((run) => (run.runtimeError ? [run.runtimeError] : [])))];
  if (errors.length > 0)
    console.log(
      `${''.padEnd(32)} Lighthouse errors in ${all.length - traced.length} of ${all.length} runs: ${errors.join('; ')}`,
    );
  const failing = [...new Set(list.flatMap((run) => run.failing))];
  if (failing.length > 0) console.log(`${''.padEnd(32)} failing audits: ${failing.join(', ')}`);
}
console.log('');
console.log(budgetTable(checkBudget(join(root, 'apps', 'web', 'dist'))));
