/**
 * Staff command line: `npm run cli -w @casino/api -- <command>` (or `node dist/cli.js <command>`).
 * Uses the same configuration and database as the server.
 */
import { buildConfig, ConfigError } from './config';
import { openDatabase } from './db/client';
import { documentsUsage, runDocumentsCommand } from './modules/documents/documents-commands';

async function main(args: string[]): Promise<number> {
  const [command] = args;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${['commands:', ...documentsUsage.map((line) => `  ${line}`)].join('\n')}\n`);
    return command ? 0 : 2;
  }
  const config = buildConfig(process.env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await handle.migrate();
    if (command.startsWith('documents:'))
      return await runDocumentsCommand(handle.db, args, {
        out: (line) => process.stdout.write(`${line}\n`),
        err: (line) => console.error(line),
        now: () => new Date(),
      });
    console.error(`unknown command ${command}; try help`);
    return 2;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
