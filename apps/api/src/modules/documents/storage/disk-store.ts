import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertDocumentKey, type DocumentStore } from './document-store';

/** Files under `<root>/<player id>/`, readable by the server's user only. */
export function createDiskDocumentStore(root: string): DocumentStore {
  const pathOf = (key: string) => {
    assertDocumentKey(key);
    return join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // 'wx': a key is never reused, so an existing file means a bug, not an update.
      await writeFile(path, body, { flag: 'wx', mode: 0o600 });
    },
    get: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
