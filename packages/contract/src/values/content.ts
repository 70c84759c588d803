/** Content's plain values, free of zod (the web imports them; the schemas in ../content.ts build on them). */
export const contentLanguages = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
/** Posts a news page shows before Load more, and what each Load more adds. */
export const postListPageSize = 6;
