import {
  providerFreeRoundsBodySchema,
  providerFreeRoundsDataSchema,
  providerGameListSchema,
  providerLaunchBodySchema,
  providerLaunchDataSchema,
} from '@casino/contract';
import { providerNetworkPromotionsSchema } from '@casino/contract/network-promotions';
import { defineRoute, type Route } from '@casino/contract/routes/define';
import { z } from 'zod';
import { crashHistoryDataSchema, crashStateDataSchema } from './crash-schemas';
import {
  historyDataSchema,
  jackpotDataSchema,
  openRoundDataSchema,
  playBodySchema,
  playDataSchema,
  rotateSeedBodySchema,
  rotateSeedDataSchema,
  roundIdParamsSchema,
  sessionDataSchema,
  stepBodySchema,
  stepRoundAnswerSchema,
} from './player-schemas';
import {
  studioAssetKeys,
  studioOpsKeys,
  studioPageApiKeys as pageKeys,
  studioProviderKeys,
} from './route-keys';
import {
  movedHandSchema,
  moveBodySchema,
  placedBetSchema,
  placementBodySchema,
  tableHistoryDataSchema,
  tableSlugParamsSchema,
  tableStateSchema,
} from './table-schemas';

/**
 * Every route of the studio, described once: the studio registers each from its descriptor
 * (routes/register-route.ts: validation, serialisation, the OpenAPI document) and the game page calls
 * them through a client typed by them (client/api.ts). The platform never imports this: it knows the
 * studio only through the wallet protocol in @casino/contract.
 */

const emptyBodySchema = z.object({}).describe('An empty JSON object: the signature covers it.');
const sessionCodes = ['game_session_invalid', 'validation_error'] as const;
const walletCodes = [
  ...sessionCodes,
  'insufficient_funds',
  'amount_out_of_range',
  'provider_unavailable',
  'reality_check_required',
  'loss_limit_reached',
  'wager_limit_reached',
  'session_time_limit_reached',
  'daily_play_time_reached',
  'account_self_excluded',
] as const;

/** The game page's API: authenticated by the page's studio session token (x-studio-session). */
export const studioPageApiRoutes = {
  session: defineRoute(pageKeys.session, { response: sessionDataSchema, resultCodes: sessionCodes }),
  play: defineRoute(pageKeys.play, {
    body: playBodySchema,
    response: playDataSchema,
    resultCodes: [...walletCodes, 'free_round_not_granted'],
  }),
  history: defineRoute(pageKeys.history, { response: historyDataSchema, resultCodes: sessionCodes }),
  rotateSeed: defineRoute(pageKeys.rotateSeed, {
    body: rotateSeedBodySchema,
    response: rotateSeedDataSchema,
    resultCodes: sessionCodes,
  }),
  jackpot: defineRoute(pageKeys.jackpot, { response: jackpotDataSchema, resultCodes: sessionCodes }),
  startRound: defineRoute(pageKeys.startRound, {
    body: playBodySchema,
    response: stepRoundAnswerSchema,
    resultCodes: walletCodes,
  }),
  openRound: defineRoute(pageKeys.openRound, { response: openRoundDataSchema, resultCodes: sessionCodes }),
  stepRound: defineRoute(pageKeys.stepRound, {
    params: roundIdParamsSchema,
    body: stepBodySchema,
    response: stepRoundAnswerSchema,
    resultCodes: [...walletCodes, 'round_closed', 'not_found'],
  }),
  cashOutRound: defineRoute(pageKeys.cashOutRound, {
    params: roundIdParamsSchema,
    response: stepRoundAnswerSchema,
    resultCodes: [...walletCodes, 'round_closed', 'not_found'],
  }),
  placeTableBet: defineRoute(pageKeys.placeTableBet, {
    body: placementBodySchema,
    response: placedBetSchema,
    resultCodes: [...walletCodes, 'round_closed', 'game_not_found'],
  }),
  playTableMove: defineRoute(pageKeys.playTableMove, {
    body: moveBodySchema,
    response: movedHandSchema,
    resultCodes: [...walletCodes, 'round_closed', 'game_not_found'],
  }),
  tableState: defineRoute(pageKeys.tableState, {
    params: tableSlugParamsSchema,
    response: tableStateSchema,
    resultCodes: ['game_not_found'],
  }),
  tableHistory: defineRoute(pageKeys.tableHistory, {
    params: tableSlugParamsSchema,
    response: tableHistoryDataSchema,
    resultCodes: ['game_not_found'],
  }),
  /** A websocket: spectators watch, a player authenticates with the page's token and bets. */
  tableSocket: defineRoute(pageKeys.tableSocket, { params: tableSlugParamsSchema, response: z.never() }),
  crashState: defineRoute(pageKeys.crashState, { response: crashStateDataSchema }),
  crashHistory: defineRoute(pageKeys.crashHistory, { response: crashHistoryDataSchema }),
  /** A websocket: the crash rounds live, and a player's bets and cash-outs. */
  crashSocket: defineRoute(pageKeys.crashSocket, { response: z.never() }),
} satisfies Record<keyof typeof pageKeys, Route>;

// Every signed call may answer these: the provider header and the HMAC are checked on the raw bytes.
const signedCodes = ['invalid_signature', 'validation_error'] as const;

/** The platform's calls on the studio, signed like the wallet calls the other way. */
export const studioProviderRoutes = {
  listGames: defineRoute(studioProviderKeys.listGames, {
    body: emptyBodySchema,
    response: providerGameListSchema,
    resultCodes: signedCodes,
  }),
  launchGame: defineRoute(studioProviderKeys.launchGame, {
    body: providerLaunchBodySchema,
    response: providerLaunchDataSchema,
    resultCodes: [...signedCodes, 'game_not_found'],
  }),
  grantFreeRounds: defineRoute(studioProviderKeys.grantFreeRounds, {
    body: providerFreeRoundsBodySchema,
    response: providerFreeRoundsDataSchema,
    resultCodes: [...signedCodes, 'game_not_found', 'idempotency_conflict'],
  }),
  listPromotions: defineRoute(studioProviderKeys.listPromotions, {
    body: emptyBodySchema,
    response: providerNetworkPromotionsSchema,
    resultCodes: signedCodes,
  }),
} satisfies Record<keyof typeof studioProviderKeys, Route>;

const fileParamsSchema = z.object({ file: z.string().max(100) });

/** Not JSON: the page (HTML), its script and style, and SVG pictures. */
export const studioAssetRoutes = {
  gamePage: defineRoute(studioAssetKeys.gamePage, {
    params: z.object({ slug: z.string().max(64) }),
    response: z.string().describe('The game page (HTML)'),
    resultCodes: ['game_not_found'],
  }),
  clientFile: defineRoute(studioAssetKeys.clientFile, {
    params: fileParamsSchema,
    response: z.string().describe("The page's script, its style, a chunk, or the studio's logo"),
    resultCodes: ['not_found'],
  }),
  thumbnail: defineRoute(studioAssetKeys.thumbnail, {
    params: fileParamsSchema,
    query: z.object({ v: z.string().max(64).optional() }),
    response: z.string().describe("A game's thumbnail (SVG); the versioned URL is kept a year"),
    resultCodes: ['not_found'],
  }),
} satisfies Record<keyof typeof studioAssetKeys, Route>;

export const studioOpsRoutes = {
  /** Not enveloped: load balancers read the status (200 leads, 503 does not). */
  leader: defineRoute(studioOpsKeys.leader, { response: z.object({ leader: z.boolean() }) }),
  openApi: defineRoute(studioOpsKeys.openApi, {
    response: z.record(z.string(), z.unknown()).describe('This OpenAPI 3 document'),
  }),
} satisfies Record<keyof typeof studioOpsKeys, Route>;

/** Every descriptor, for the registration test and the document. */
export const allStudioRoutes: Route[] = [
  ...Object.values(studioPageApiRoutes),
  ...Object.values(studioProviderRoutes),
  ...Object.values(studioAssetRoutes),
  ...Object.values(studioOpsRoutes),
];
