import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { startInFreshDocument } from '@casino/ui/testing/fresh-document';
import { leaveLiveSocketsUnanswered } from '@casino/ui/testing/unanswered-socket';

// Test files share one jsdom window per worker (`isolate: false` in vitest.config.ts); each starts
// as if alone, and imports the app's modules afresh after this.
startInFreshDocument();
leaveLiveSocketsUnanswered();

afterEach(() => {
  cleanup();
});
