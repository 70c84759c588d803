import { z } from 'zod';
import { minorAmountSchema } from './amounts';

/**
 * Free rounds (free spins) the casino granted a player on one game (docs/provider-protocol.md,
 * section 8). GET /player/freeRounds lists the player's own playable grants, so the game page and the
 * game's tile can say "N free spins".
 */
export const playerFreeRoundSchema = z.object({
  grantId: z.string(),
  gameId: z.string(),
  gameSlug: z.string(),
  gameTitle: z.string(),
  /** The provider's code: with the slug, the game page's address. */
  provider: z.string(),
  roundsLeft: z.number().int(),
  roundsGranted: z.number().int(),
  /** The stake each free round is played at, minor units of `currency`. */
  betValue: minorAmountSchema,
  currency: z.string(),
  expiresAt: z.iso.datetime().nullable(),
});
export type PlayerFreeRound = z.infer<typeof playerFreeRoundSchema>;
export const playerFreeRoundsDataSchema = z.object({ freeRounds: z.array(playerFreeRoundSchema) });

/** Staff: free rounds for one player by hand (audited: the grant keeps who gave it). */
export const staffFreeRoundsBodySchema = z.object({
  playerId: z.uuid(),
  gameId: z.uuid(),
  rounds: z.number().int().min(1).max(1000),
  /** Default: the game's minimum bet. */
  betMinor: minorAmountSchema.optional(),
  expiresAt: z.iso.datetime().optional(),
  /** The caller's own id of this grant: sending it again grants nothing more. */
  requestId: z.string().min(1).max(100),
  reason: z.string().trim().min(1).max(500),
});
export const staffFreeRoundsDataSchema = z.object({
  grantId: z.string(),
  replayed: z.boolean(),
  status: z.string(),
});
