/** Request headers of the player API (spec section 7). */
export const headerNames = {
  apiKey: 'api-key',
  anonSession: 'x-anon-session',
  playerSession: 'x-player-session',
  language: 'x-language',
  requestId: 'x-request-id',
} as const;
