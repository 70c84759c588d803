import type { Locale } from '@casino/rules';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Processors } from './modules/cashier/processors';
import type { CatalogueCache } from './modules/games/catalogue/catalogue-cache';
import type { Skin } from './db/schema';
import type { ActiveSession, SessionRequirement } from './modules/session/session-store';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /**
     * The catalogue's reads: games lists, search, lobbies and their version (DATABASE_READ_URL's
     * replica when set, else `db`). Never for a write, nor a read that must see one just made.
     */
    catalogueDb: Database;
    /** The clock every use case reads, so tests can move time without sleeping. */
    now(): Date;
    /** Payment processors: the active one for invoices, all of them for webhooks. */
    processors: Processors;
    /** The catalogue's answers kept in memory by the catalogue's version (modules/games/catalogue). */
    catalogueCache: CatalogueCache;
  }
  interface FastifyRequest {
    locale: Locale;
    /** Set on every /api/v1 request once the api-key is checked. */
    skin: Skin;
    anonSession: ActiveSession | null;
    playerSession: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** What a route needs of x-anon-session / x-player-session; see plugins/sessions.ts. */
    session?: SessionRequirement;
  }
}
