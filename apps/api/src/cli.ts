/**
 * Staff command line: `npm run cli -w @casino/api -- <command>` (or `node dist/cli.js <command>`).
 * Every command calls the running server's staff API (STAFF_API_URL, default this machine's PORT) as
 * STAFF_USERNAME / STAFF_PASSWORD; it never opens the database, which PGlite allows one process only.
 */
import { escapeForTerminal } from '@casino/contract/control-characters';
import { buildConfig } from './config';
import { connectStaffClient } from './modules/staff/staff-client';
import { runStaffCommand, staffRequestOf, staffUsage } from './modules/staff/staff-commands';

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${['commands:', ...staffUsage.map((line) => `  ${line}`)].join('\n')}\n`);
    return command ? 0 : 2;
  }
  const request = staffRequestOf(args, { newPassword: process.env.STAFF_NEW_PASSWORD });
  if (typeof request === 'string') {
    console.error(request);
    return 2;
  }
  const { staffCli } = buildConfig(process.env).cashier;
  if (!staffCli.username || !staffCli.password) {
    console.error(
      'set STAFF_USERNAME and STAFF_PASSWORD (a staff user; the first admin comes from STAFF_ADMIN_*)',
    );
    return 2;
  }
  const client = await connectStaffClient(staffCli.apiUrl, staffCli.username, staffCli.password);
  return runStaffCommand(client, request, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => console.error(line),
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // A login failure carries the server's message: printed escaped, as every line of a command is.
    console.error(escapeForTerminal(error instanceof Error ? error.message : String(error)));
    process.exit(1);
  },
);
