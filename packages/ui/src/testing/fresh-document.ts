import { vi } from 'vitest';

/**
 * For the setup file of a DOM test project whose files share one jsdom window per worker
 * (`isolate: false`: a new window per file cost more than the tests themselves). Called first in
 * the setup file, which runs again before each test file, it starts the file as if it were alone:
 * its own copy of every source module (imported after this call), and an empty document, address,
 * storage and cookie jar.
 */
export function startInFreshDocument(): void {
  vi.resetModules();
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of ['lang', 'dir', 'class', 'style', 'data-theme']) {
    document.documentElement.removeAttribute(attribute);
  }
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}
