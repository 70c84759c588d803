// Bundles the API alone into dist/main.js, and the staff command line into dist/cli.js.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleNode } from '../../scripts/bundle-node.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, 'dist');

await bundleNode({
  workspaces: [root],
  dist,
  entries: [
    { entry: join(root, 'src/main.ts'), outfile: join(dist, 'main.js') },
    // The staff command line: a client of the running server's staff API.
    { entry: join(root, 'src/cli.ts'), outfile: join(dist, 'cli.js') },
  ],
});

// The migrator reads SQL files at run time; src/paths.ts looks for them next to the bundle.
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
// The wallet's stored functions, applied after the migrations at every start.
cpSync(join(root, 'src/modules/wallet/sql'), join(dist, 'wallet-sql'), { recursive: true });
// The demo content's Markdown, read by the seed at every start.
cpSync(join(root, 'src/db/seed-data/content'), join(dist, 'seed-content'), { recursive: true });
