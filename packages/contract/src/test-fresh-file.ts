import { afterAll, vi } from 'vitest';

// The setup file of a Node test project whose files share a worker (`isolate: false`: a process per
// file cost a third of the run, its module loading repeated for every file). Run again before each
// test file, it starts the file as if alone: its own copy of every source module (installed
// packages stay loaded), and afterwards the environment, timers, globals and mocks as they were.
vi.resetModules();
const environment = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
