/** The player area's plain value lists, free of zod. */

/** The profile forms the web renders from GET /player/schema/{type}. */
export const profileFormTypes = ['personal', 'address', 'contact', 'security'] as const;
export type ProfileFormType = (typeof profileFormTypes)[number];
