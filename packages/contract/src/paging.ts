import { z } from 'zod';

/*
 * One paging style for every list: up to `limit` items after `offset`, as the spec's game lists and
 * favourites page (`/games/filter/.../{limit}/{offset}`, 40 from offset 0). A list answers its window
 * and whether more follows; a screen that numbers its pages derives the number from these.
 */

/** The query of a paged list, with the list's own default and largest page. */
export function offsetPageQuerySchema(page: { defaultLimit: number; maxLimit: number; maxOffset?: number }) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(page.maxLimit).default(page.defaultLimit),
    // `?offset=` says nothing: refused, not read as 0 (the number a coerced empty string becomes).
    offset: z.preprocess(
      (value) => (value === '' ? Number.NaN : value),
      z.coerce
        .number()
        .int()
        .min(0)
        .max(page.maxOffset ?? 10_000)
        .default(0),
    ),
  });
}

/** What a paged list answers beside its items: the window it served and whether more follows. */
export const offsetPageInfoSchema = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  hasMore: z.boolean(),
});
export type OffsetPageInfo = z.infer<typeof offsetPageInfoSchema>;
