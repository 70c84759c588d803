// The sportsbook's public surface (the composition root and later the provider's routes use these).
export { footballMarkets } from './markets/football-markets.js';
export { settleFootball } from './markets/football-resolve.js';
export { tennisMarkets, settleTennis } from './markets/tennis-markets.js';
export { basketballMarkets, settleBasketball } from './markets/basketball-markets.js';
export { outrightMarket, settleOutright, leagueTable } from './markets/outrights.js';
export {
  MARKET_STATUSES,
  marketKey,
  type Market,
  type MarketStatus,
  type Outcome,
} from './markets/market.js';
export { applyMargin, type MarginMethod } from './margin/margin.js';
export {
  singleReturn,
  accumulatorReturn,
  systemReturn,
  SYSTEM_BETS,
  type SystemSpec,
} from './settlement/bets.js';
export {
  LEG_RESULTS,
  legReturnFactor,
  resultKindOf,
  settlementOf,
  type LegResult,
} from './settlement/leg.js';
export { feedMessageSchema, type FeedMessage, type SportEvent } from './feed/messages.js';
export { FeedState } from './feed/feed-state.js';
export { FeedConsumer } from './feed/feed-consumer.js';
export { RecordedFeedAdapter, parseFeedMessage, type FeedAdapter } from './feed/adapter.js';
export { SimulatedFeed } from './feed/simulation/simulated-feed.js';
export {
  checkTicket,
  placeAfterDelay,
  type TicketRequest,
  type TicketCheck,
} from './placement/check-ticket.js';
export { openSportsbookDatabase, openSportsbookPglite, type SportsbookDbHandle } from './db/client.js';
export { createWalletClient, walletRefusalOf, type WalletClient } from './wallet/wallet-client.js';
export type { SportsbookDeps } from './tickets/deps.js';
export { placeTicket, type PlaceTicketRequest, type PlaceTicketAnswer } from './tickets/place-ticket.js';
export { settleFromFeed, payPendingCredits } from './tickets/settle-tickets.js';
export { buildSportsbookConfig, type SportsbookConfig } from './config.js';
export { startSportsbook, SPORTSBOOK_GAME_ID, type SportsbookRuntime } from './runtime/start-sportsbook.js';
export { sportsbookPlugin, type SportsbookPluginOptions } from './api/plugin.js';
export type { PushBus } from './api/push-hub.js';
