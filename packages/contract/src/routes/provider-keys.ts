/**
 * The seamless-wallet protocol's route keys ("METHOD /path", relative to /provider/v1), free of zod:
 * a game provider's wallet client takes its paths from here, the descriptors in provider.ts their
 * method and path. Every call is a signed POST whose body the platform reads raw (see provider.ts).
 */
/** Where the platform serves the protocol. */
export const providerApiBase = '/provider/v1';

export const providerRouteKeys = {
  authenticate: 'POST /authenticate',
  getBalance: 'POST /balance',
  placeBet: 'POST /bet',
  settleWin: 'POST /win',
  rollbackBet: 'POST /rollback',
  adjustWin: 'POST /adjust',
  creditPromotion: 'POST /promotion',
  reportSportsbookTicket: 'POST /sportsbook/ticket',
} as const;
