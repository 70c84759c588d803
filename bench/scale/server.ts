/**
 * One API instance of the scale bench, in a process of its own: the platform built as bench:bets
 * builds it (production, no embedded studio) on SCALE_DATABASE_URL, listening on a free port, which
 * it prints. Ends on SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/api/src/app';
import { buildConfig } from '../../apps/api/src/config';
import { openPostgres } from '../../apps/api/src/db/postgres';
import { benchSecret } from '../bets/setup';

const handle = openPostgres(process.env.SCALE_DATABASE_URL!);
const config = buildConfig({
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  STUDIO_EMBEDDED: 'false',
  STUDIO_SECRET: benchSecret,
  STAFF_TOTP_KEY: `${benchSecret}-staff-totp`,
  SKIN_API_KEY: 'bench-skin-key',
});
const app = await buildApp({ config, db: handle.db });
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
