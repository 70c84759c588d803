/** The platform's languages besides English, whose catalogue texts the studio writes itself. */
export const translatedLanguages = ['es', 'de', 'fr', 'pt', 'no'] as const;
export type TranslatedLanguage = (typeof translatedLanguages)[number];

export interface GameText {
  description: string;
  details: string;
}

/** How a slot's details line is said, piece by piece, from the title's own maths. */
export interface SlotDetailPhrases {
  lines(reels: string, rows: string, lines: string): string;
  ways(reels: string, rows: string, ways: string): string;
  megaways(reels: string, minRows: string, maxRows: string, ways: string): string;
  wild: string;
  /** `multiplier` is null when free-spin wins are not multiplied. */
  freeSpins(multiplier: string | null, cap: string): string;
  bonusBuy(spins: string, price: string, rtp: string): string;
  jackpot(share: string): string;
  rtp(rtp: string): string;
}

/**
 * One language's catalogue texts. Figures that come from the maths are placeholders filled in the
 * language's notation: `{rtp}` (the game's RTP), `{low}` and `{high}` (the RTP range of keno and
 * plinko tables).
 */
export interface GameTranslation {
  /** Description and details of every game that is not a slot, by slug. */
  games: Readonly<Record<string, GameText>>;
  /** Each slot title's description, by slug (its details line comes from `slotDetails`). */
  slotDescriptions: Readonly<Record<string, string>>;
  slotDetails: SlotDetailPhrases;
}
