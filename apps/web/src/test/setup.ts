import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { startInFreshDocument } from '@casino/ui/testing/fresh-document';
import { leaveLiveSocketsUnanswered } from '@casino/ui/testing/unanswered-socket';

// Test files share one jsdom window per worker (`isolate: false` in vitest.config.ts); each starts
// as if alone, and imports the app's modules afresh after this.
startInFreshDocument();
const { i18n, initI18n } = await import('@/lib/i18n');
leaveLiveSocketsUnanswered();

// The first visit to a screen transforms its lazy chunk; with every test file running in parallel that
// can pass the default 1 s of findBy*, so waits get a little more room.
configure({ asyncUtilTimeout: 3000 });

// A test that writes to console.error fails: React and our code report real problems there.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
