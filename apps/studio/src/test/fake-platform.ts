import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignatureValid, signBody } from '@casino/contract/signature';

/**
 * The platform faked at its HTTP edge (a real server on 127.0.0.1): the seamless-wallet protocol of
 * docs/provider-protocol.md reduced to one player, idempotent on transaction ids, with faults a test
 * can switch on: refuse bets, answer late, fail wins a number of times.
 */
export interface FakePlatformFaults {
  /** Answer bets with insufficient_funds whatever the balance. */
  refuseBets?: boolean;
  /** Apply the bet, then answer only after this many ms (the studio times out first). */
  betDelayMs?: number;
  /** The next N win calls answer 500 without applying anything. */
  failWins?: number;
  /** The next N rollback calls answer 500 without applying anything. */
  failRollbacks?: number;
  /** Answer wins with this refusal (e.g. win_exceeds_maximum), applying nothing. */
  refuseWins?: string;
  /** The next N promotion credits answer 500 without applying anything. */
  failPromotions?: number;
}

interface Movement {
  kind: 'bet' | 'win' | 'rollback';
  transactionId: string;
  amount: bigint;
  answer: unknown;
}

function newState(balance: bigint) {
  return {
    balance,
    faults: {} as FakePlatformFaults,
    movements: new Map<string, Movement>(),
    rolledBackBets: new Set<string>(),
    calls: [] as string[],
    /** Every win body received, in order. */
    wins: [] as Record<string, unknown>[],
    /** Every bet body received, in order. */
    bets: [] as Record<string, unknown>[],
    /** Every network promotion credit applied (once per transaction id), in order. */
    promotions: [] as Record<string, unknown>[],
    sessionToken: 'platform-game-session-token',
    playerId: '11111111-2222-3333-4444-555555555555',
  };
}

type PlatformState = ReturnType<typeof newState>;
type Body = Record<string, string>;
type Answer = [number, unknown];

const ok = (data: unknown) => ({ info: { success: true, message: '', resultCode: 'ok' }, data });
const fail = (code: string, data: unknown = null) => ({
  info: { success: false, message: code, resultCode: code },
  data,
});
const internalError: Answer = [500, fail('internal_error')];

/** A movement's answer: the balance after it and the platform's id for it (none when nothing moved). */
const money = (
  state: PlatformState,
  transactionId: string,
  platformTransactionId: string | null = `pt-${transactionId}`,
) => ({ balance: state.balance.toString(), currency: 'EUR', transactionId, platformTransactionId });

/** Keeps a movement's answer, so a retry of its transaction id gets the same answer. */
function recordMovement(
  state: PlatformState,
  movement: { kind: Movement['kind']; body: Body; amount: bigint; platformTransactionId?: string | null },
): Answer {
  const { kind, body, amount, platformTransactionId } = movement;
  const answer = ok(money(state, body.transactionId!, platformTransactionId));
  state.movements.set(body.transactionId!, { kind, transactionId: body.transactionId!, amount, answer });
  return [200, answer];
}

/** Takes one of the "fail the next N" faults if it is armed. */
function takeFault(state: PlatformState, fault: 'failWins' | 'failRollbacks' | 'failPromotions') {
  if ((state.faults[fault] ?? 0) <= 0) return false;
  state.faults[fault]! -= 1;
  return true;
}

function authenticate(state: PlatformState, body: Body, launchToken: string): Answer {
  if (body.launchToken !== launchToken) return [401, fail('game_session_invalid')];
  return [
    200,
    ok({
      sessionToken: state.sessionToken,
      playerId: state.playerId,
      nickname: 'lucky',
      currency: 'EUR',
      language: 'en',
      gameId: 'g1',
      externalGameId: 'dice',
      balance: state.balance.toString(),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  ];
}

function bet(state: PlatformState, body: Body): Answer {
  state.bets.push(body);
  const amount = BigInt(body.amount!);
  if (body.sessionToken !== state.sessionToken) return [401, fail('game_session_invalid')];
  if (state.faults.refuseBets || amount > state.balance)
    return [409, fail('insufficient_funds', { balance: state.balance.toString() })];
  // A rollback that came first: the late bet is a no-op.
  if (state.rolledBackBets.has(body.transactionId!)) return [409, fail('transaction_rolled_back')];
  state.balance -= amount;
  return recordMovement(state, { kind: 'bet', body, amount });
}

function win(state: PlatformState, body: Body): Answer {
  state.wins.push(body);
  if (state.faults.refuseWins) return [409, fail(state.faults.refuseWins)];
  if (takeFault(state, 'failWins')) return internalError;
  const amount = BigInt(body.amount!);
  state.balance += amount;
  return recordMovement(state, { kind: 'win', body, amount });
}

function rollback(state: PlatformState, body: Body): Answer {
  if (takeFault(state, 'failRollbacks')) return internalError;
  const original = state.movements.get(body.originalTransactionId!);
  state.rolledBackBets.add(body.originalTransactionId!);
  if (original) state.balance += original.amount;
  return recordMovement(state, {
    kind: 'rollback',
    body,
    amount: original?.amount ?? 0n,
    // Nothing moved when the bet never arrived: the platform names no transaction of its own.
    platformTransactionId: original ? undefined : null,
  });
}

function promotion(state: PlatformState, body: Body): Answer {
  if (takeFault(state, 'failPromotions')) return internalError;
  state.promotions.push(body);
  const amount = BigInt(body.amount!);
  state.balance += amount;
  return recordMovement(state, { kind: 'win', body, amount });
}

function handle(state: PlatformState, launchToken: string, path: string, body: Body): Answer {
  state.calls.push(path);
  const replay = state.movements.get(body.transactionId ?? '');
  if (replay) return [200, replay.answer];
  if (path === 'authenticate') return authenticate(state, body, launchToken);
  if (path === 'balance') return [200, ok({ balance: state.balance.toString(), currency: 'EUR' })];
  if (path === 'bet') return bet(state, body);
  if (path === 'win') return win(state, body);
  if (path === 'rollback') return rollback(state, body);
  if (path === 'promotion') return promotion(state, body);
  return [404, fail('not_found')];
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => resolve(raw));
  });

export async function startFakePlatform(options: { secret: string; balance: bigint; launchToken?: string }) {
  const state = newState(options.balance);
  const launchToken = options.launchToken ?? 'launch-token-1';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const path = (request.url ?? '').replace('/provider/v1/', '');
      const isSigned =
        isSignatureValid(options.secret, raw, request.headers['x-signature']) &&
        request.headers['x-provider'] === 'nova-studio';
      const [status, answer] = isSigned
        ? handle(state, launchToken, path, JSON.parse(raw) as Body)
        : [401, fail('invalid_signature')];
      const delay = path === 'bet' ? (state.faults.betDelayMs ?? 0) : 0;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Headers of a call signed as the platform signs its calls on the studio. */
export function platformSigned(secret: string, body: unknown) {
  const raw = JSON.stringify(body);
  return {
    raw,
    headers: {
      'content-type': 'application/json',
      'x-provider': 'nova-studio',
      'x-signature': signBody(secret, raw),
    },
  };
}
