import type { Database } from '../../db/client';

/** Sums a player's completed deposits since a moment, in minor units of the player's currency. */
export type SumDeposits = (db: Database, playerId: string, since: Date) => Promise<number>;

/**
 * There are no deposits yet: the cashier (issue 4) replaces this body with a sum over its deposits
 * table (completed deposits with created_at >= since, filtered by player). Nothing else changes.
 */
export const sumDepositsSince: SumDeposits = async () => 0;
