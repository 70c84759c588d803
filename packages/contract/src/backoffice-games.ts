import { z } from 'zod';
import { gameCategories } from './games';

/** Every category a catalogue game may have, the sportsbook's entry among them. */
const catalogueCategories = [...gameCategories, 'sportsbook'] as const;

/** The number of games a page of the catalogue screen holds. */
export const catalogueGamesPageSize = 100;

/** The games catalogue screen: a title or slug search, a provider, one page at a time. */
export const staffCatalogueGamesQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  provider: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});

/**
 * A game as the catalogue screen shows it. `enabled` is what the player site lists (the provider
 * lists it and no staff member turned it off); `popularity` is its order (the biggest first); `isNew`
 * and `isJackpot` put it in the home page's New and Jackpot sections. `overridden` names what staff set,
 * which a provider's next game list does not undo.
 */
export const staffCatalogueGameSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  providerCode: z.string(),
  providerName: z.string(),
  category: z.enum(catalogueCategories),
  tags: z.array(z.string()),
  enabled: z.boolean(),
  popularity: z.number().int(),
  isNew: z.boolean(),
  isJackpot: z.boolean(),
  overridden: z.array(z.string()),
});
export const staffCatalogueGamesDataSchema = z.object({
  games: z.array(staffCatalogueGameSchema),
  total: z.number().int(),
  /** The known tags and categories, for the screen's choices. */
  tags: z.array(z.string()),
  categories: z.array(z.enum(catalogueCategories)),
});

/** What staff may change of a game; a field left out stays as it is. */
export const staffCatalogueGameBodySchema = z
  .object({
    enabled: z.boolean(),
    popularity: z.number().int().min(0).max(1_000_000),
    category: z.enum(catalogueCategories),
    tags: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(20),
    isNew: z.boolean(),
    isJackpot: z.boolean(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'change at least one field');
