export type MarketSpecifiers = Record<string, string | number>;
