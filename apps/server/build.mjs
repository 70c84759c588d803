// Bundles the composition root into dist/main.js (and the staff command line into dist/cli.js). The
// platform's, the studio's and the sportsbook's run-time files are copied next to the bundle, where each one's
// src/paths.ts looks for them, under names that cannot clash.
import { cpSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStudioClient } from '@casino/studio/build-client';
import { bundleNode } from '../../scripts/bundle-node.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const apiRoot = join(root, '../api');
const studioRoot = join(root, '../studio');
const sportsbookRoot = join(root, '../sportsbook');
const dist = join(root, 'dist');

await bundleNode({
  workspaces: [root, apiRoot, studioRoot, sportsbookRoot],
  dist,
  entries: [
    { entry: join(root, 'src/main.ts'), outfile: join(dist, 'main.js'), split: true },
    // The staff command line: a client of the running server's staff API.
    { entry: join(apiRoot, 'src/cli.ts'), outfile: join(dist, 'cli.js') },
  ],
});

cpSync(join(apiRoot, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
// The wallet's stored functions, applied after the migrations at every start.
cpSync(join(apiRoot, 'src/modules/wallet/sql'), join(dist, 'wallet-sql'), { recursive: true });
cpSync(join(apiRoot, 'public'), join(dist, 'public'), { recursive: true });
cpSync(join(studioRoot, 'src/db/migrations'), join(dist, 'studio-migrations'), { recursive: true });
cpSync(join(sportsbookRoot, 'src/db/migrations'), join(dist, 'sportsbook-migrations'), { recursive: true });
await buildStudioClient(join(dist, 'studio-client'));
// The demo content's Markdown, read by the seed at every start.
cpSync(join(apiRoot, 'src/db/seed-data/content'), join(dist, 'seed-content'), { recursive: true });
