/**
 * The studio's routes by key, relative to where the studio is mounted (`/studio` on the platform).
 * Plain strings, so the game page's bundle can hold them without the schemas (routes.ts).
 */
export const studioPageApiKeys = {
  session: 'GET /api/session',
  play: 'POST /api/play',
  history: 'GET /api/history',
  rotateSeed: 'POST /api/seeds/rotate',
  jackpot: 'GET /api/jackpot',
  startRound: 'POST /api/rounds',
  openRound: 'GET /api/rounds/open',
  stepRound: 'POST /api/rounds/:id/step',
  cashOutRound: 'POST /api/rounds/:id/cashout',
  placeTableBet: 'POST /api/tables/bets',
  playTableMove: 'POST /api/tables/moves',
  tableState: 'GET /tables/:slug/state',
  tableHistory: 'GET /tables/:slug/history',
  tableSocket: 'GET /tables/:slug/ws',
  crashState: 'GET /crash/state',
  crashHistory: 'GET /crash/history',
  crashSocket: 'GET /crash/ws',
} as const;

/** The platform's signed calls on the studio (docs/provider-protocol.md). */
export const studioProviderKeys = {
  listGames: 'POST /games',
  launchGame: 'POST /launch',
  grantFreeRounds: 'POST /freerounds',
  listPromotions: 'POST /promotions',
} as const;

/** What the browser loads besides the API: the game page, its script and style, the thumbnails. */
export const studioAssetKeys = {
  gamePage: 'GET /play/:slug',
  clientFile: 'GET /assets/:file',
  thumbnail: 'GET /thumbs/:file',
} as const;

/** For operators: which instance leads, and this document of the routes. */
export const studioOpsKeys = {
  leader: 'GET /leader',
  openApi: 'GET /docs/json',
} as const;
