import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { startInFreshDocument } from './testing/fresh-document';

// Test files share one jsdom window per worker (`isolate: false`); each starts as if alone.
startInFreshDocument();

// A test that writes to console.error fails: React reports real problems there.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
