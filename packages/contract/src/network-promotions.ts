import { z } from 'zod';
import { minorAmountSchema } from './amounts';

/**
 * Network promotions (issue 16, item 4): promotions a game provider runs across all its operators,
 * random prize drops on qualifying rounds and a provider-side race. The provider lists them
 * (POST {url}/promotions, signed like every platform call) and pays their prizes with the wallet call
 * POST /provider/v1/promotion (docs/provider-protocol.md, section 9).
 */

export const networkPromotionKinds = ['drops', 'race'] as const;
export const networkPromotionStatuses = ['upcoming', 'live', 'finished'] as const;
/** How a network race ranks players: total stake, or best single-round multiplier (hundredths). */
export const networkRaceScorings = ['stake', 'multiplier'] as const;

/** One line of a drop table: `count` prizes of `amountMinor`, `left` of them still to fall. */
export const networkDropSchema = z.object({
  amountMinor: minorAmountSchema,
  count: z.number().int(),
  left: z.number().int(),
});

export const networkWinnerSchema = z.object({
  /** Masked by the provider: other players only ever see this. */
  name: z.string(),
  amountMinor: minorAmountSchema,
  /** A race place; null for a drop. */
  place: z.number().int().nullable(),
  wonAt: z.iso.datetime(),
});

/** What the provider lists: amounts in EUR minor units (the provider converts each prize it pays). */
export const providerNetworkPromotionSchema = z.object({
  code: z.string().regex(/^[a-z0-9-]{1,100}$/),
  kind: z.enum(networkPromotionKinds),
  /** English name, and the name by language code where the provider has one. */
  name: z.string(),
  names: z.record(z.string().regex(/^[a-z]{2}$/), z.string()),
  status: z.enum(networkPromotionStatuses),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  currency: z.literal('EUR'),
  poolMinor: minorAmountSchema,
  minBetMinor: minorAmountSchema,
  /** The provider's ids of the games that count. */
  games: z.array(z.string()),
  scoring: z.enum(networkRaceScorings).nullable(),
  drops: z.array(networkDropSchema).nullable(),
  /** A race's prize by place (first is place 1). */
  prizesMinor: z.array(minorAmountSchema).nullable(),
  winners: z.array(networkWinnerSchema),
  /**
   * Drops: the SHA-256 (hex) of the secret seed the draws are made with, published from the start, and
   * the seed itself once the promotion ended, so every draw can be replayed. Optional for providers
   * that do not publish them.
   */
  seedHash: z.string().nullable().optional(),
  seed: z.string().nullable().optional(),
});
export type ProviderNetworkPromotion = z.infer<typeof providerNetworkPromotionSchema>;
export const providerNetworkPromotionsSchema = z.object({
  promotions: z.array(providerNetworkPromotionSchema),
});

// The player API: the provider's list in the player's currency (EUR for a visitor).

const gameRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const networkPromotionSummarySchema = z.object({
  url: z.string(),
  provider: z.string(),
  name: z.string(),
  kind: z.enum(networkPromotionKinds),
  status: z.enum(networkPromotionStatuses),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  currency: z.string(),
  poolMinor: minorAmountSchema,
  minBetMinor: minorAmountSchema,
  scoring: z.enum(networkRaceScorings).nullable(),
  games: z.array(gameRefSchema),
});
export type NetworkPromotionSummary = z.infer<typeof networkPromotionSummarySchema>;
export const networkPromotionsDataSchema = z.object({
  promotions: z.array(networkPromotionSummarySchema),
});
export type NetworkPromotionsData = z.infer<typeof networkPromotionsDataSchema>;

export const networkPromotionParamsSchema = z.object({ url: z.string().regex(/^[a-z0-9-]{1,100}$/) });

export const networkPrizeSchema = z.object({
  amountMinor: minorAmountSchema,
  currency: z.string(),
  kind: z.enum(['drop', 'race']),
  place: z.number().int().nullable(),
  creditedAt: z.iso.datetime(),
});
export type NetworkPrize = z.infer<typeof networkPrizeSchema>;

export const networkPromotionDataSchema = networkPromotionSummarySchema.extend({
  drops: z.array(networkDropSchema).nullable(),
  prizesMinor: z.array(minorAmountSchema).nullable(),
  winners: z.array(networkWinnerSchema),
  /** Drops: the commitment to the draws' seed, and the seed once the promotion ended (else null). */
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** The player's own prizes of this promotion, newest first; null for a visitor. */
  myPrizes: z.array(networkPrizeSchema).nullable(),
});
export type NetworkPromotionData = z.infer<typeof networkPromotionDataSchema>;
