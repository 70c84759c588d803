import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignatureValid } from '@casino/contract/signature';

/**
 * The platform's wallet as the sportsbook sees it over the network: a small real HTTP server that
 * checks the provider header and signature, keeps balances, applies each transaction id once, and can
 * be told to fail (5xx) or to drop the answer after applying, as a real network does.
 */
export interface FakeWallet {
  url: string;
  secret: string;
  providerCode: string;
  balances: Map<string, bigint>;
  /** Sessions the platform accepts (the bet call needs one). */
  sessions: Set<string>;
  /** Launch tokens the platform issued: authenticate answers their player and a game session. */
  launches: Map<string, { playerId: string; sessionToken: string; currency: string }>;
  /** Applied movements by transaction id. */
  applied: Map<
    string,
    { kind: 'bet' | 'win' | 'rollback' | 'adjust'; amount: bigint; roundId: string; taken?: bigint }
  >;
  /** Each round's latest ticket state report (the highest version received). */
  reports: Map<string, { version: number; status: string; legs: string[] }>;
  /** Every request received (including retries). */
  requests: { path: string; transactionId: string }[];
  /** The next n requests answer 503 without applying anything. */
  failNext(n: number): void;
  /** The next n requests are applied, then answered 503 (the answer is lost). */
  loseAnswerOfNext(n: number): void;
  close(): Promise<void>;
}

/** What the fake platform keeps between requests. */
interface WalletState
  extends
    Pick<FakeWallet, 'secret' | 'providerCode' | 'balances' | 'sessions' | 'launches'>,
    Pick<FakeWallet, 'applied' | 'reports' | 'requests'> {
  /** Requests still to answer 503 without applying. */
  failing: number;
  /** Requests still to apply and then answer 503. */
  losing: number;
}

type Body = Record<string, string>;
type TicketReport = { roundId: string; version: number; status: string; legs: { result: string }[] };

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const refuse = (res: ServerResponse, status: number, resultCode: string) =>
  send(res, status, { info: { success: false, resultCode, message: resultCode }, data: null });
const succeed = (res: ServerResponse, data: unknown) =>
  send(res, 200, { info: { success: true, resultCode: 'ok' }, data });

/** What a round has paid the player: its wins less what was taken back. */
const paidTo = (state: WalletState, roundId: string) =>
  [...state.applied.values()]
    .filter((moved) => moved.roundId === roundId)
    .reduce(
      (sum, moved) =>
        moved.kind === 'win' ? sum + moved.amount : moved.kind === 'adjust' ? sum - moved.amount : sum,
      0n,
    );

/** The answer to a movement, the same for its first delivery and every retry (unless told to lose it). */
function answerMovement(state: WalletState, res: ServerResponse, body: Body) {
  const moved = state.applied.get(body.transactionId!);
  const data = {
    balance: String(state.balances.get(body.playerId!) ?? 0n),
    currency: body.currency ?? 'EUR',
    transactionId: body.transactionId,
    platformTransactionId: moved ? `p-${body.transactionId}` : null,
    ...(moved?.kind === 'adjust'
      ? { taken: String(moved.taken), uncollected: String(moved.amount - moved.taken!) }
      : {}),
  };
  if (state.losing > 0) {
    state.losing -= 1;
    return refuse(res, 503, 'service_unavailable');
  }
  return succeed(res, data);
}

/** A rollback returns its bet; a bet arriving after its rollback is refused, so the original is marked taken. */
function rollBack(state: WalletState, body: Body, balance: bigint) {
  const bet = state.applied.get(body.originalTransactionId!);
  if (bet) state.balances.set(body.playerId!, balance + bet.amount);
  state.applied.set(body.transactionId!, {
    kind: 'rollback',
    amount: bet?.amount ?? 0n,
    roundId: body.roundId!,
  });
  if (!bet)
    state.applied.set(body.originalTransactionId!, { kind: 'bet', amount: 0n, roundId: body.roundId! });
}

/** Applies a new movement; returns the refusal's status and code when the platform would refuse it. */
function applyMovement(state: WalletState, path: string, body: Body): [number, string] | null {
  const { balances, applied } = state;
  const playerId = body.playerId!;
  const balance = balances.get(playerId) ?? 0n;
  if (path === '/rollback') {
    rollBack(state, body, balance);
    return null;
  }
  if (path === '/bet' && !state.sessions.has(body.sessionToken!)) return [401, 'game_session_invalid'];
  const amount = BigInt(body.amount!);
  if (path === '/bet') {
    if (amount > balance) return [409, 'insufficient_funds'];
    balances.set(playerId, balance - amount);
    applied.set(body.transactionId!, { kind: 'bet', amount, roundId: body.roundId! });
  } else if (path === '/win') {
    balances.set(playerId, balance + amount);
    applied.set(body.transactionId!, { kind: 'win', amount, roundId: body.roundId! });
  } else {
    // A paid win taken back: at most what the round won, from the balance, the rest uncollected.
    if (amount > paidTo(state, body.roundId!)) return [400, 'amount_out_of_range'];
    const taken = amount < balance ? amount : balance;
    balances.set(playerId, balance - taken);
    applied.set(body.transactionId!, { kind: 'adjust', amount, roundId: body.roundId!, taken });
  }
  return null;
}

const movementPaths = new Set(['/bet', '/win', '/rollback', '/adjust']);

function handle(state: WalletState, req: IncomingMessage, res: ServerResponse, raw: string) {
  if (req.headers['x-provider'] !== state.providerCode) return refuse(res, 401, 'unknown_provider');
  if (!isSignatureValid(state.secret, raw, req.headers['x-signature']))
    return refuse(res, 401, 'invalid_signature');
  const body = JSON.parse(raw) as Body;
  const path = (req.url ?? '').replace('/provider/v1', '');
  state.requests.push({ path, transactionId: body.transactionId ?? '' });
  if (state.failing > 0) {
    state.failing -= 1;
    return refuse(res, 503, 'service_unavailable');
  }
  if (path === '/authenticate') return authenticate(state, res, body.launchToken!);
  if (path === '/sportsbook/ticket') return report(state, res, JSON.parse(raw) as TicketReport);
  if (path === '/balance')
    return succeed(res, {
      balance: String(state.balances.get(body.playerId!) ?? 0n),
      currency: body.currency,
    });
  if (state.applied.has(body.transactionId!)) return answerMovement(state, res, body);
  if (!movementPaths.has(path)) return refuse(res, 404, 'not_found');
  const refusal = applyMovement(state, path, body);
  return refusal ? refuse(res, ...refusal) : answerMovement(state, res, body);
}

// No money: the highest version of a round's reports stands, as on the platform.
function report(state: WalletState, res: ServerResponse, body: TicketReport) {
  const held = state.reports.get(body.roundId);
  if (!held || held.version < body.version)
    state.reports.set(body.roundId, {
      version: body.version,
      status: body.status,
      legs: body.legs.map((leg) => leg.result),
    });
  return succeed(res, { roundId: body.roundId, version: state.reports.get(body.roundId)!.version });
}

// A launch token is taken once, as the platform's is.
function authenticate(state: WalletState, res: ServerResponse, launchToken: string) {
  const launch = state.launches.get(launchToken);
  if (!launch) return refuse(res, 401, 'game_session_invalid');
  state.launches.delete(launchToken);
  state.sessions.add(launch.sessionToken);
  return succeed(res, {
    ...launch,
    nickname: `nick-${launch.playerId}`,
    language: 'en',
    gameId: 'game-1',
    externalGameId: 'sportsbook',
    balance: String(state.balances.get(launch.playerId) ?? 0n),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
}

export async function startFakeWallet(): Promise<FakeWallet> {
  const state: WalletState = {
    secret: 'sportsbook-test-secret',
    providerCode: 'nova-sportsbook',
    balances: new Map(),
    sessions: new Set(),
    applied: new Map(),
    launches: new Map(),
    requests: [],
    reports: new Map(),
    failing: 0,
    losing: 0,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(state, req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const { secret, providerCode, balances, sessions, launches, reports, applied, requests } = state;
  return {
    ...{ url: `http://127.0.0.1:${port}`, secret, providerCode, balances, sessions, launches },
    ...{ reports, applied, requests },
    failNext: (n) => {
      state.failing = n;
    },
    loseAnswerOfNext: (n) => {
      state.losing = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
