import { escapeForTerminal } from '@casino/contract/control-characters';
import { fillPath, splitRouteKey, type RouteInput } from '@casino/contract/routes/define';
import { staffApi } from '@casino/contract/routes/staff-client';
import type { StaffRole } from '@casino/contract/staff';
import type { WithdrawalStatus } from '@casino/contract/values/wallet';
import type { StaffClient } from './staff-client';

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const staffUsage = [
  'withdrawals:list [status]                        list withdrawals (oldest first)',
  'withdrawals:approve <id>                         approve; the player gets the address link by e-mail',
  'withdrawals:reject <id> [reason...]              reject; the hold goes back to the player',
  'documents:list [--pending]                       list uploaded documents (oldest first)',
  'documents:review <id> approve|reject [note...]   review one document',
  'staff:create <username> <role>  create or update a staff user (password from STAFF_NEW_PASSWORD; roles: admin, payments, risk_kyc, support, marketing, content, finance_readonly)',
  'free-rounds:grant <player> <game> <rounds> <request-id> <reason...>  grant free spins (once per request id)',
  'content:list [post|page|banner]                  list news, info pages and banners (drafts too)',
  'content:publish <id> | content:unpublish <id>    publish an entry (inside its window) or take it back to draft',
  'contact:list                                     list contact-form messages (newest first)',
  'logout                                           end the saved staff session (it is reused until then)',
  '--totp <code> (or STAFF_TOTP) with any command   the second factor for a log-in; asked at a terminal otherwise',
];

/** Takes `--totp <code>` (or `--totp=<code>`) out of the arguments: the rest is the command. */
export function splitTotpFlag(args: string[]): { args: string[]; totp: string | null } {
  const rest: string[] = [];
  let totp: string | null = null;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--totp') {
      totp = args[i + 1] ?? '';
      i += 1;
    } else if (arg.startsWith('--totp=')) totp = arg.slice('--totp='.length);
    else rest.push(arg);
  }
  return { args: rest, totp };
}

/** The usage line of one command (the lines are looked up by name, not by position). */
const usageOf = (command: string) => staffUsage.find((line) => line.startsWith(`${command} `)) ?? command;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown };

/** One request of a staff route described in the contract, its input checked against the descriptor. */
function requestOf<R extends (typeof staffApi)[keyof typeof staffApi]>(
  route: R,
  input: RouteInput<R>,
): Request {
  const { method, path } = splitRouteKey(route);
  const { params, query, body } = input as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return {
    method: method as Request['method'],
    path: `${fillPath(path, params)}${search ? `?${search}` : ''}`,
    ...(body === undefined ? {} : { body }),
  };
}

/** Turns argv into one staff API request, or a usage error. Pure, so it is tested without a server. */
export function staffRequestOf(
  args: string[],
  env: { newPassword?: string | undefined } = {},
): Request | string {
  const [command, ...rest] = args;
  const [id, ...words] = rest;
  switch (command) {
    case 'withdrawals:list':
      return requestOf(staffApi.listWithdrawals, {
        query: { status: id as WithdrawalStatus | undefined },
      });
    case 'withdrawals:approve':
      return id && uuidPattern.test(id)
        ? requestOf(staffApi.approveWithdrawal, { params: { id } })
        : `usage: ${usageOf('withdrawals:approve')}`;
    case 'withdrawals:reject':
      return id && uuidPattern.test(id)
        ? requestOf(staffApi.rejectWithdrawal, { params: { id }, body: { reason: words.join(' ').trim() } })
        : `usage: ${usageOf('withdrawals:reject')}`;
    case 'documents:list':
      return requestOf(staffApi.listDocuments, {
        query: { pending: rest.includes('--pending') ? 'true' : undefined },
      });
    case 'documents:review': {
      const [decision, ...note] = words;
      if (!id || !uuidPattern.test(id) || (decision !== 'approve' && decision !== 'reject'))
        return `usage: ${usageOf('documents:review')}`;
      return requestOf(staffApi.reviewDocument, {
        params: { id },
        body: { decision, note: note.join(' ').trim() || null },
      });
    }
    case 'staff:create': {
      const role = words[0];
      if (!id || !role || !env.newPassword) return `usage: STAFF_NEW_PASSWORD=... ${usageOf('staff:create')}`;
      return requestOf(staffApi.upsertStaffUser, {
        body: { username: id, role: role as StaffRole, password: env.newPassword },
      });
    }
    case 'free-rounds:grant': {
      const [gameId, rounds, requestId, ...reason] = words;
      const count = Number(rounds);
      if (
        !id ||
        !uuidPattern.test(id) ||
        !gameId ||
        !uuidPattern.test(gameId) ||
        !Number.isInteger(count) ||
        count < 1 ||
        !requestId ||
        reason.join(' ').trim() === ''
      )
        return `usage: ${usageOf('free-rounds:grant')}`;
      return requestOf(staffApi.grantFreeRounds, {
        body: { playerId: id, gameId, rounds: count, requestId, reason: reason.join(' ').trim() },
      });
    }
    case 'content:list':
      return id && id !== 'post' && id !== 'page' && id !== 'banner'
        ? `usage: ${usageOf('content:list')}`
        : requestOf(staffApi.listContent, { query: { kind: id as 'post' | 'page' | 'banner' | undefined } });
    case 'content:publish':
    case 'content:unpublish':
      return id && uuidPattern.test(id)
        ? requestOf(staffApi.publishContent, {
            params: { id },
            body: { published: command === 'content:publish' },
          })
        : `usage: ${usageOf('content:publish')}`;
    case 'contact:list':
      return requestOf(staffApi.listContactMessages, {});
    default:
      return `unknown command ${command ?? ''}; try help`;
  }
}

/**
 * Runs one command against the staff API; answers the process exit code. Every line it prints holds
 * stored text (a contact message, a reason, a name), so each goes out through the terminal escaping.
 */
export async function runStaffCommand(
  client: Pick<StaffClient, 'call'>,
  request: Request,
  terminal: CommandIo,
): Promise<number> {
  const io: CommandIo = {
    out: (line) => terminal.out(escapeForTerminal(line)),
    err: (line) => terminal.err(escapeForTerminal(line)),
  };
  const response = await client.call(request.method, request.path, request.body);
  if (response.status !== 200) {
    io.err(`${response.body.info?.resultCode ?? response.status}: ${response.body.info?.message ?? ''}`);
    return 1;
  }
  const data = response.body.data as Record<string, unknown> | null;
  // Content entries print one line each: their translations are named by language only.
  const entries = (data?.entries as { translations: { language: string }[] }[] | undefined)?.map(
    ({ translations, ...entry }) => ({
      ...entry,
      languages: translations.map((row) => row.language).join(','),
    }),
  );
  const list = (data?.withdrawals ?? data?.documents ?? entries ?? data?.messages) as
    Record<string, unknown>[] | undefined;
  if (!list) {
    io.out(JSON.stringify(data));
    return 0;
  }
  if (list.length === 0) io.out('none');
  for (const row of list)
    io.out(
      Object.values(row)
        .map((value) => (value === null ? '-' : String(value)))
        .join('  '),
    );
  return 0;
}
