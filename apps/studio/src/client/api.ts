import {
  clientRoutes,
  fillPath,
  splitRouteKey,
  type ClientRoute,
  type RouteData,
  type RouteInput,
} from '@casino/contract/routes/define';
import { studioPageApiKeys } from '../contract/route-keys';
import type { studioPageApiRoutes } from '../contract/routes';

/**
 * The page's calls to the studio, typed by the routes' descriptors (src/contract/routes.ts). At run
 * time the page holds only the routes' keys: the schemas, and zod with them, stay on the server.
 */
export const studioApi = clientRoutes<typeof studioPageApiRoutes>(studioPageApiKeys);

export type SessionData = RouteData<typeof studioApi.session>;
export type PublicSeed = SessionData['seed'];
export type RoundData = RouteData<typeof studioApi.play>['round'];
/** A multi-step round (mines, hi-lo) as the step routes answer it. */
export type StepRoundData = RouteData<typeof studioApi.startRound>['round'];

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly data: unknown,
  ) {
    super(code);
  }
}

/** A studio route's URL from the page: relative, as the page is served from {studio}/play/{slug}. */
export function studioUrl(route: ClientRoute, params?: Record<string, string | number>): string {
  return `..${fillPath(splitRouteKey(route).path, params)}`;
}

/** Calls a route with its input; answers its data, or throws ApiError with the result code. */
export async function callStudio<R extends ClientRoute>(
  route: R,
  input: RouteInput<R>,
  token?: string,
): Promise<RouteData<R>> {
  const { method } = splitRouteKey(route);
  const { params, body } = input as { params?: Record<string, string>; body?: unknown };
  const hasBody = method !== 'GET';
  let response: Response;
  try {
    response = await fetch(studioUrl(route, params), {
      method,
      headers: {
        ...(token ? { 'x-studio-session': token } : {}),
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
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
  return envelope.data as RouteData<R>;
}

/** The game page's API, authenticated by the page's studio token. */
export function createApi(token: string) {
  return {
    session: () => callStudio(studioApi.session, {}, token),
    play: (stake: string, params: Record<string, unknown>, freeRoundGrantId?: string) =>
      callStudio(
        studioApi.play,
        { body: { stake, params, ...(freeRoundGrantId ? { freeRoundGrantId } : {}) } },
        token,
      ),
    startRound: (stake: string, params: Record<string, unknown>) =>
      callStudio(studioApi.startRound, { body: { stake, params } }, token),
    openRound: () => callStudio(studioApi.openRound, {}, token),
    step: (roundId: string, move: unknown) =>
      callStudio(studioApi.stepRound, { params: { id: roundId }, body: { move } }, token),
    cashOut: (roundId: string) => callStudio(studioApi.cashOutRound, { params: { id: roundId } }, token),
    history: () => callStudio(studioApi.history, {}, token),
    jackpot: () => callStudio(studioApi.jackpot, {}, token),
    rotate: (clientSeed?: string) =>
      callStudio(studioApi.rotateSeed, { body: clientSeed ? { clientSeed } : {} }, token),
  };
}
export type Api = ReturnType<typeof createApi>;
