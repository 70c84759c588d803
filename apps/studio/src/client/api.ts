/** The page's calls to the studio's own API (relative: the page is served from {studio}/play/{slug}). */

export interface PublicSeed {
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
}

export interface SessionData {
  mode: 'real' | 'fun';
  game: { slug: string; title: string; rtp: string; minBet: string; maxBet: string; maxWin: string };
  currency: string;
  language: string;
  balance: string;
  nickname: string | null;
  homeUrl: string | null;
  cashierUrl: string | null;
  /** Free spins the casino granted on this slot (real play only): spun at betAmount, costing nothing. */
  freeRounds?: { grantId: string; roundsLeft: number; betAmount: string; expiresAt: string | null } | null;
  seed: PublicSeed;
}

export interface RoundData {
  id: string;
  game: string;
  stake: string;
  payout: string;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
  nonce: number;
  status: string;
  isPending: boolean;
  isHeld: boolean;
  /** A free spin granted by the casino: played at `stake`, paid by nobody. */
  isFreeRound?: boolean;
  balanceAfter: string | null;
  createdAt: string;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  /** A multi-step round's moves (tiles, guesses), in order; absent for a single shot. */
  moves?: unknown[];
}

/** A multi-step round (mines, hi-lo) as the step routes answer it. */
export interface StepRoundData extends RoundData {
  moves: unknown[];
  isOpen: boolean;
  canCashOut: boolean;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly data: unknown,
  ) {
    super(code);
  }
}

export function createApi(token: string) {
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`../api/${path}`, {
        method,
        headers: { 'x-studio-session': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      throw new ApiError('provider_unavailable', null);
    }
    const envelope = (await response.json().catch(() => null)) as {
      info?: { success?: boolean; resultCode?: string };
      data?: unknown;
    } | null;
    if (!envelope?.info?.success)
      throw new ApiError(envelope?.info?.resultCode ?? 'internal_error', envelope?.data);
    return envelope.data as T;
  }
  return {
    session: () => call<SessionData>('GET', 'session'),
    play: (stake: string, params: Record<string, unknown>, freeRoundGrantId?: string) =>
      call<{ round: RoundData }>('POST', 'play', {
        stake,
        params,
        ...(freeRoundGrantId ? { freeRoundGrantId } : {}),
      }),
    startRound: (stake: string, params: Record<string, unknown>) =>
      call<{ round: StepRoundData }>('POST', 'rounds', { stake, params }),
    openRound: () => call<{ round: StepRoundData | null }>('GET', 'rounds/open'),
    step: (roundId: string, move: unknown) =>
      call<{ round: StepRoundData }>('POST', `rounds/${roundId}/step`, { move }),
    cashOut: (roundId: string) => call<{ round: StepRoundData }>('POST', `rounds/${roundId}/cashout`, {}),
    history: () => call<{ rounds: RoundData[] }>('GET', 'history'),
    jackpot: () => call<{ pool: string | null; currency: string }>('GET', 'jackpot'),
    rotate: (clientSeed?: string) =>
      call<{ revealed: PublicSeed | null; seed: PublicSeed }>(
        'POST',
        'seeds/rotate',
        clientSeed ? { clientSeed } : {},
      ),
  };
}
export type Api = ReturnType<typeof createApi>;
