/** The header the front end sends its sportsbook session in (kept here, free of zod, for front ends). */
export const sportsbookSessionHeader = 'x-sportsbook-session';

/**
 * The sportsbook's routes by key, relative to where the sportsbook is mounted (`/sportsbook-api` on
 * the platform). Plain strings, so a front end's bundle can hold them without the schemas.
 */
export const sportsbookRouteKeys = {
  session: 'GET /api/session',
  sports: 'GET /api/sports',
  competitions: 'GET /api/competitions',
  events: 'GET /api/events',
  event: 'GET /api/events/:id',
  quote: 'POST /api/quote',
  placeTicket: 'POST /api/tickets',
  tickets: 'GET /api/tickets',
  quoteCashOut: 'POST /api/tickets/:id/cash-out',
  acceptCashOut: 'POST /api/cash-outs/:id/accept',
  setAutoCashOut: 'PUT /api/tickets/:id/auto-cash-out',
  cancelAutoCashOut: 'DELETE /api/tickets/:id/auto-cash-out',
  push: 'GET /api/push',
  prefs: 'GET /api/prefs',
  savePrefs: 'PUT /api/prefs',
} as const;

/** The platform's signed calls on the sportsbook, as on any game provider (docs/provider-protocol.md). */
export const sportsbookProviderKeys = {
  listGames: 'POST /games',
  launchGame: 'POST /launch',
  listPromotions: 'POST /promotions',
  // The operator's limits and margin (the back office's Sportsbook screen, through the platform).
  getSettings: 'POST /settings',
  updateSettings: 'POST /settings/update',
} as const;
