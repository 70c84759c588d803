/**
 * Staff command line: `npm run cli -w @casino/api -- <command>` (or `node dist/cli.js <command>`).
 * Every command calls the running server's staff API (STAFF_API_URL, default this machine's PORT) as
 * STAFF_USERNAME; it never opens the database, which PGlite allows one process only. It logs in (with
 * STAFF_PASSWORD, and a captcha typed at the terminal when the server demands one) only when it holds
 * no live session: the token is kept in STAFF_SESSION_FILE (mode 0600) until `logout`. An enrolled
 * member's second factor comes from `--totp <code>`, else STAFF_TOTP, else it is asked at the terminal.
 */
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { escapeForTerminal } from '@casino/contract/control-characters';
import { buildConfig } from './config';
import { connectStaffClient, defaultStaffSessionFile, writePrivateFile } from './modules/staff/staff-client';
import { runStaffCommand, splitTotpFlag, staffRequestOf, staffUsage } from './modules/staff/staff-commands';

/** Saves the captcha beside the session file and reads the answer from the terminal. */
async function solveCaptchaAtTerminal(sessionFile: string, image: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('the server demands a captcha: run the command in a terminal');
  const file = join(dirname(sessionFile), 'staff-captcha.png');
  writePrivateFile(file, Buffer.from(image.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return askAtTerminal(`captcha demanded: open ${file} and type its characters: `);
}

/** Reads one line typed at the terminal (prompt on stderr, so the command's output stays clean). */
async function askAtTerminal(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await terminal.question(question)).trim();
  } finally {
    terminal.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const { args, totp } = splitTotpFlag(argv);
  const [command] = args;
  if (!command || command === 'help' || command === '--help') {
    process.stdout.write(`${['commands:', ...staffUsage.map((line) => `  ${line}`)].join('\n')}\n`);
    return command ? 0 : 2;
  }
  const request =
    command === 'logout' ? null : staffRequestOf(args, { newPassword: process.env.STAFF_NEW_PASSWORD });
  if (typeof request === 'string') {
    console.error(request);
    return 2;
  }
  const { staffCli } = buildConfig(process.env).cashier;
  if (!staffCli.username) {
    console.error(
      'set STAFF_USERNAME and STAFF_PASSWORD (a staff user; the first admin comes from STAFF_ADMIN_*)',
    );
    return 2;
  }
  const sessionFile = staffCli.sessionFile ?? defaultStaffSessionFile(process.env);
  const client = await connectStaffClient({
    apiUrl: staffCli.apiUrl,
    username: staffCli.username,
    password: () => staffCli.password,
    sessionFile,
    solveCaptcha: (image) => solveCaptchaAtTerminal(sessionFile, image),
    totp: totp || staffCli.totp,
    askSecondFactor: process.stdin.isTTY
      ? () => askAtTerminal('TOTP code from your authenticator (or a recovery code): ')
      : undefined,
  });
  if (request === null) {
    process.stdout.write((await client.logout()) ? 'logged out\n' : 'no session to log out\n');
    return 0;
  }
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
