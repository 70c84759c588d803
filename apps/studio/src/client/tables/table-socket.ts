/**
 * The table page's line to its table: one websocket, joined as a spectator and authenticated with the
 * page's studio token, reconnecting after a drop. A bet is a request with a ref, answered once.
 */

import { studioApi, studioUrl } from '../api';
import type { RouteData } from '@casino/contract/routes/define';

/** The socket's state, bets and moves are the ones the table's HTTP routes answer. */
export type TableState = RouteData<typeof studioApi.tableState>;
type PlacedBet = RouteData<typeof studioApi.placeTableBet>;
type MovedHand = RouteData<typeof studioApi.playTableMove>;

export interface TableResult {
  roundId: string;
  outcome: Record<string, unknown>;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: 0;
}

export interface SettledBet {
  betId: string;
  tableRoundId: string;
  stake: string;
  payout: string;
  status: string;
  balance: string | null;
}

export class TableError extends Error {
  constructor(
    readonly code: string,
    readonly data: unknown,
  ) {
    super(code);
  }
}

export interface TableHandlers {
  onState(state: TableState): void;
  onBets(totals: Record<string, string>, players: number): void;
  onResult(result: TableResult): void;
  onDeal(deal: Record<string, unknown>, decidesUntil: string): void;
  onSettled(bet: SettledBet): void;
  onConnection(isOpen: boolean): void;
}

type ServerMessage = { type: string; ref?: string; [key: string]: unknown };

export function connectTable(slug: string, token: string, handlers: TableHandlers) {
  const url = new URL(studioUrl(studioApi.tableSocket, { slug }), location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const waiting = new Map<
    string,
    { resolve: (answer: never) => void; reject: (error: TableError) => void }
  >();
  let socket: WebSocket;
  let refCount = 0;
  let retryMs = 500;

  function onMessage(message: ServerMessage) {
    switch (message.type) {
      case 'state':
        return handlers.onState(message.state as TableState);
      case 'bets':
        return handlers.onBets(message.totals as Record<string, string>, message.players as number);
      case 'result':
        return handlers.onResult(message as unknown as TableResult);
      case 'deal':
        return handlers.onDeal(message.deal as Record<string, unknown>, String(message.decidesUntil));
      case 'settled':
        return handlers.onSettled(message.bet as SettledBet);
      case 'bet_placed':
      case 'moved':
      case 'error': {
        const request = message.ref ? waiting.get(message.ref) : undefined;
        if (!request) return;
        waiting.delete(message.ref!);
        if (message.type === 'error') request.reject(new TableError(String(message.code), message.data));
        else request.resolve(message as never);
      }
    }
  }

  function open() {
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      retryMs = 500;
      if (token) socket.send(JSON.stringify({ type: 'auth', token }));
      handlers.onConnection(true);
    });
    socket.addEventListener('message', (event) => onMessage(JSON.parse(String(event.data)) as ServerMessage));
    socket.addEventListener('close', () => {
      handlers.onConnection(false);
      // A bet whose answer the drop swallowed: the settle message or the history tells the truth later.
      for (const request of waiting.values()) request.reject(new TableError('provider_unavailable', null));
      waiting.clear();
      setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
  }
  open();

  /** One request, answered once by the reply carrying its ref. */
  function request<T>(message: Record<string, unknown>): Promise<T> {
    if (socket.readyState !== WebSocket.OPEN)
      return Promise.reject(new TableError('provider_unavailable', null));
    const ref = `r${(refCount += 1)}`;
    socket.send(JSON.stringify({ ...message, ref }));
    return new Promise<T>((resolve, reject) =>
      waiting.set(ref, { resolve: resolve as (answer: never) => void, reject }),
    );
  }

  return {
    placeBets: (bets: { spot: string; amount: string }[]) => request<PlacedBet>({ type: 'bet', bets }),
    move: (move: string) => request<MovedHand>({ type: 'move', move }),
  };
}
