/**
 * Writes packages/rules/src/published-key-hashes.ts: the hashes of every key-like string in the files
 * git tracks (source, tests, docs), so production refuses a key anyone can read here.
 * `npm run published-keys` after adding a key-like literal; `-- --check` exits 1 when the list is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedKeysFileOf, repositoryRoot } from '../packages/rules/src/published-keys-scan';

const target = join(repositoryRoot, 'packages/rules/src/published-key-hashes.ts');
const fresh = publishedKeysFileOf(repositoryRoot);
const current = readFileSync(target, 'utf8');
if (process.argv.includes('--check')) {
  if (current !== fresh) {
    console.error('packages/rules/src/published-key-hashes.ts is stale: run npm run published-keys');
    process.exit(1);
  }
} else if (current !== fresh) {
  writeFileSync(target, fresh);
  process.stdout.write('packages/rules/src/published-key-hashes.ts written\n');
}
