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

export async function startFakeWallet(): Promise<FakeWallet> {
  const secret = 'sportsbook-test-secret';
  const providerCode = 'nova-sportsbook';
  const balances = new Map<string, bigint>();
  const sessions = new Set<string>();
  const applied: FakeWallet['applied'] = new Map();
  const launches: FakeWallet['launches'] = new Map();
  const requests: FakeWallet['requests'] = [];
  const reports: FakeWallet['reports'] = new Map();
  let failing = 0;
  let losing = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, resultCode: string) =>
    send(res, status, { info: { success: false, resultCode, message: resultCode }, data: null });

  const paidTo = (roundId: string) =>
    [...applied.values()]
      .filter((moved) => moved.roundId === roundId)
      .reduce(
        (sum, moved) =>
          moved.kind === 'win' ? sum + moved.amount : moved.kind === 'adjust' ? sum - moved.amount : sum,
        0n,
      );

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    if (req.headers['x-provider'] !== providerCode) return refuse(res, 401, 'unknown_provider');
    if (!isSignatureValid(secret, raw, req.headers['x-signature']))
      return refuse(res, 401, 'invalid_signature');
    const body = JSON.parse(raw) as Record<string, string>;
    const path = (req.url ?? '').replace('/provider/v1', '');
    requests.push({ path, transactionId: body.transactionId ?? '' });
    if (failing > 0) {
      failing -= 1;
      return refuse(res, 503, 'service_unavailable');
    }
    if (path === '/authenticate') return authenticate(res, body.launchToken!);
    if (path === '/sportsbook/ticket') return report(res, JSON.parse(raw) as TicketReport);
    const playerId = body.playerId!;
    if (path === '/balance') {
      const data = { balance: String(balances.get(playerId) ?? 0n), currency: body.currency };
      return send(res, 200, { info: { success: true, resultCode: 'ok' }, data });
    }
    const answer = () => {
      const moved = applied.get(body.transactionId!);
      const data = {
        balance: String(balances.get(playerId) ?? 0n),
        currency: body.currency ?? 'EUR',
        transactionId: body.transactionId,
        platformTransactionId: moved ? `p-${body.transactionId}` : null,
        ...(moved?.kind === 'adjust'
          ? { taken: String(moved.taken), uncollected: String(moved.amount - moved.taken!) }
          : {}),
      };
      if (losing > 0) {
        losing -= 1;
        return refuse(res, 503, 'service_unavailable');
      }
      return send(res, 200, { info: { success: true, resultCode: 'ok' }, data });
    };
    if (applied.has(body.transactionId!)) return answer();
    const balance = balances.get(playerId) ?? 0n;
    if (path === '/bet') {
      if (!sessions.has(body.sessionToken!)) return refuse(res, 401, 'game_session_invalid');
      const amount = BigInt(body.amount!);
      if (amount > balance) return refuse(res, 409, 'insufficient_funds');
      balances.set(playerId, balance - amount);
      applied.set(body.transactionId!, { kind: 'bet', amount, roundId: body.roundId! });
    } else if (path === '/win') {
      const amount = BigInt(body.amount!);
      balances.set(playerId, balance + amount);
      applied.set(body.transactionId!, { kind: 'win', amount, roundId: body.roundId! });
    } else if (path === '/rollback') {
      const bet = applied.get(body.originalTransactionId!);
      if (bet) balances.set(playerId, balance + bet.amount);
      applied.set(body.transactionId!, {
        kind: 'rollback',
        amount: bet?.amount ?? 0n,
        roundId: body.roundId!,
      });
      // A bet arriving after its rollback is refused by the platform; mark the original as taken.
      if (!bet) applied.set(body.originalTransactionId!, { kind: 'bet', amount: 0n, roundId: body.roundId! });
    } else if (path === '/adjust') {
      // A paid win taken back: at most what the round won, from the balance, the rest uncollected.
      const amount = BigInt(body.amount!);
      if (amount > paidTo(body.roundId!)) return refuse(res, 400, 'amount_out_of_range');
      const taken = amount < balance ? amount : balance;
      balances.set(playerId, balance - taken);
      applied.set(body.transactionId!, { kind: 'adjust', amount, roundId: body.roundId!, taken });
    } else {
      return refuse(res, 404, 'not_found');
    }
    return answer();
  };

  // No money: the highest version of a round's reports stands, as on the platform.
  type TicketReport = { roundId: string; version: number; status: string; legs: { result: string }[] };
  const report = (res: ServerResponse, body: TicketReport) => {
    const held = reports.get(body.roundId);
    if (!held || held.version < body.version)
      reports.set(body.roundId, {
        version: body.version,
        status: body.status,
        legs: body.legs.map((leg) => leg.result),
      });
    const data = { roundId: body.roundId, version: reports.get(body.roundId)!.version };
    return send(res, 200, { info: { success: true, resultCode: 'ok' }, data });
  };

  // A launch token is taken once, as the platform's is.
  const authenticate = (res: ServerResponse, launchToken: string) => {
    const launch = launches.get(launchToken);
    if (!launch) return refuse(res, 401, 'game_session_invalid');
    launches.delete(launchToken);
    sessions.add(launch.sessionToken);
    const data = {
      ...launch,
      nickname: `nick-${launch.playerId}`,
      language: 'en',
      gameId: 'game-1',
      externalGameId: 'sportsbook',
      balance: String(balances.get(launch.playerId) ?? 0n),
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    return send(res, 200, { info: { success: true, resultCode: 'ok' }, data });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    providerCode,
    balances,
    sessions,
    launches,
    reports,
    applied,
    requests,
    failNext: (n) => {
      failing = n;
    },
    loseAnswerOfNext: (n) => {
      losing = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
