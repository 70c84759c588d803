import { z } from 'zod';
import { providerGameListSchema, providerLaunchBodySchema, providerLaunchDataSchema } from '../provider';
import {
  competitionsDataSchema,
  competitionsQuerySchema,
  eventDataSchema,
  eventParamsSchema,
  eventsDataSchema,
  eventsQuerySchema,
  placeTicketBodySchema,
  placeTicketDataSchema,
  quoteBodySchema,
  quoteDataSchema,
  sportsbookSessionDataSchema,
  sportsDataSchema,
  ticketIdParamsSchema,
  ticketsDataSchema,
  ticketsQuerySchema,
  cashOutAcceptDataSchema,
  cashOutQuoteBodySchema,
  cashOutQuoteDataSchema,
  autoCashOutBodySchema,
  autoCashOutDataSchema,
  sportsbookPrefsSchema,
} from '../sportsbook';
import { providerNetworkPromotionsSchema } from '../network-promotions';
import { sportsbookSettingsBodySchema, sportsbookSettingsSchema } from '../sportsbook-settings';
import { defineRoute } from './define';
import { sportsbookProviderKeys, sportsbookRouteKeys as keys } from './sportsbook-keys';

const sessionCodes = ['game_session_invalid', 'validation_error', 'rate_limited'] as const;

/** The sportsbook's routes for its front end, each described once (the sportsbook registers them from here). */
export const sportsbookRoutes = {
  session: defineRoute(keys.session, {
    response: sportsbookSessionDataSchema,
    resultCodes: [...sessionCodes, 'provider_unavailable'],
  }),
  sports: defineRoute(keys.sports, { response: sportsDataSchema, resultCodes: sessionCodes }),
  competitions: defineRoute(keys.competitions, {
    query: competitionsQuerySchema,
    response: competitionsDataSchema,
    resultCodes: sessionCodes,
  }),
  events: defineRoute(keys.events, {
    query: eventsQuerySchema,
    response: eventsDataSchema,
    resultCodes: sessionCodes,
  }),
  event: defineRoute(keys.event, {
    params: eventParamsSchema,
    response: eventDataSchema,
    resultCodes: [...sessionCodes, 'sport_event_not_found'],
  }),
  quote: defineRoute(keys.quote, {
    body: quoteBodySchema,
    response: quoteDataSchema,
    resultCodes: sessionCodes,
  }),
  placeTicket: defineRoute(keys.placeTicket, {
    body: placeTicketBodySchema,
    response: placeTicketDataSchema,
    // A refusal's data is placementRefusalDataSchema: the legs that moved, the selection at fault.
    resultCodes: [
      ...sessionCodes,
      'bet_odds_changed',
      'bet_selection_unavailable',
      'bet_stake_below_minimum',
      'bet_stake_above_maximum',
      'bet_payout_above_maximum',
      'bet_liability_exceeded',
      'bet_combination_invalid',
      'bet_currency_unsupported',
      'insufficient_funds',
      'self_exclusion_active',
      'amount_out_of_range',
      'provider_unavailable',
      'idempotency_conflict',
    ],
  }),
  tickets: defineRoute(keys.tickets, {
    query: ticketsQuerySchema,
    response: ticketsDataSchema,
    resultCodes: sessionCodes,
  }),
  quoteCashOut: defineRoute(keys.quoteCashOut, {
    params: ticketIdParamsSchema,
    body: cashOutQuoteBodySchema,
    response: cashOutQuoteDataSchema,
    resultCodes: [
      ...sessionCodes,
      'ticket_not_found',
      'ticket_not_open',
      'cash_out_unavailable',
      'cash_out_stake_invalid',
    ],
  }),
  acceptCashOut: defineRoute(keys.acceptCashOut, {
    params: ticketIdParamsSchema,
    response: cashOutAcceptDataSchema,
    resultCodes: [
      ...sessionCodes,
      'ticket_not_found',
      'ticket_not_open',
      'cash_out_quote_expired',
      'cash_out_market_moved',
      'cash_out_unavailable',
      'insufficient_funds',
    ],
  }),
  setAutoCashOut: defineRoute(keys.setAutoCashOut, {
    params: ticketIdParamsSchema,
    body: autoCashOutBodySchema,
    response: autoCashOutDataSchema,
    resultCodes: [...sessionCodes, 'ticket_not_found', 'ticket_not_open'],
  }),
  cancelAutoCashOut: defineRoute(keys.cancelAutoCashOut, {
    params: ticketIdParamsSchema,
    response: autoCashOutDataSchema,
    resultCodes: [...sessionCodes, 'ticket_not_found'],
  }),
  /** A websocket: messages are sportsPushMessageSchema out, sportsPushSubscribeSchema in. */
  push: defineRoute(keys.push, {
    query: z.object({ session: z.string().min(20).max(100) }),
    response: z.null(),
    resultCodes: sessionCodes,
  }),
  /** The player's favourites, odds format and odds-change setting (defaults until he sets them). */
  prefs: defineRoute(keys.prefs, { response: sportsbookPrefsSchema, resultCodes: sessionCodes }),
  savePrefs: defineRoute(keys.savePrefs, {
    body: sportsbookPrefsSchema,
    response: sportsbookPrefsSchema,
    resultCodes: sessionCodes,
  }),
};

/** The platform's signed calls on the sportsbook: the catalogue sync, the launch, the operator's settings. */
export const sportsbookProviderRoutes = {
  listGames: defineRoute(sportsbookProviderKeys.listGames, { response: providerGameListSchema }),
  launchGame: defineRoute(sportsbookProviderKeys.launchGame, {
    body: providerLaunchBodySchema,
    response: providerLaunchDataSchema,
    resultCodes: ['game_not_found', 'validation_error', 'invalid_signature', 'unknown_provider'],
  }),
  listPromotions: defineRoute(sportsbookProviderKeys.listPromotions, {
    response: providerNetworkPromotionsSchema,
  }),
  getSettings: defineRoute(sportsbookProviderKeys.getSettings, {
    response: sportsbookSettingsSchema,
    resultCodes: ['invalid_signature'],
  }),
  updateSettings: defineRoute(sportsbookProviderKeys.updateSettings, {
    body: sportsbookSettingsBodySchema,
    response: sportsbookSettingsSchema,
    resultCodes: ['validation_error', 'invalid_signature', 'bet_currency_unsupported'],
  }),
};
