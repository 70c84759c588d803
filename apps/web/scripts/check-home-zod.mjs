// Part of the web build: fails when the home page's first-load JavaScript holds zod (schemas belong
// to the forms and checks that need them, loaded with their routes). Reads dist/ as vite left it.
import { join } from 'node:path';
import { homeFilesWithZod, homeFirstLoadFiles } from './zod-in-bundle.mjs';

const dist = join(import.meta.dirname, '..', 'dist');
const files = homeFirstLoadFiles(dist);
const withZod = homeFilesWithZod(dist);
if (withZod.length > 0) {
  console.error(`zod is in the home page's first load: ${withZod.join(', ')}`);
  console.error(
    'Import value lists from a zod-free module of the contract, not from one that defines schemas.',
  );
  process.exit(1);
}
console.log(`home page first load: ${files.length} files, no zod`);
