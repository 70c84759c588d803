/** The game catalogue's plain value lists, free of zod. */
export const gameSorts = ['popular', 'new', 'az', 'za', 'rtp'] as const;
export type GameSort = (typeof gameSorts)[number];
