import { providerSportsbookBetSchema } from '@casino/contract';
import { and, eq, sql } from 'drizzle-orm';
import { gameRounds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ProviderSportsbookTicketBody } from './wallet-bodies';
import { findProviderGame, findRound, type WalletCall } from './wallet-db';

export interface SportsbookTicketData {
  roundId: string;
  version: number;
}

/** What the history keeps of a report: the version it came with, the status and one result per leg. */
export interface StoredTicketState {
  version: number;
  status: ProviderSportsbookTicketBody['status'];
  legs: ProviderSportsbookTicketBody['legs'][number]['result'][];
}

/**
 * POST /provider/v1/sportsbook/ticket: a sportsbook ticket's state (after a settlement, a correction,
 * a re-opening or a cash-out) for the player's Gaming history (docs/provider-protocol.md, section 10).
 * Moves no money and needs no session. Only a higher version replaces the one held, in one guarded
 * statement, so resends and late older reports change nothing whatever order they arrive in.
 */
export async function reportSportsbookTicket(
  call: WalletCall,
  body: ProviderSportsbookTicketBody,
): Promise<SportsbookTicketData> {
  const game = await findProviderGame(call.db, call.provider.id, body.externalGameId);
  if (!game) throw new AppError('game_not_found');
  const round = await findRound(call.db, call.provider.id, body.roundId);
  if (!round || round.playerId !== body.playerId || round.gameId !== game.id || !round.sportsbook)
    throw new AppError('bet_not_found');
  const bet = providerSportsbookBetSchema.safeParse(round.sportsbook);
  const betLegs = bet.success ? bet.data.legs : undefined;
  // The results are read against the bet's legs, one for one.
  if (betLegs && betLegs.length !== body.legs.length) throw new AppError('validation_error');

  const state: StoredTicketState = {
    version: body.version,
    status: body.status,
    legs: body.legs.map((leg) => leg.result),
  };
  const heldVersion = sql<number>`coalesce((${gameRounds.sportsbookTicket} ->> 'version')::int, 0)`;
  const [updated] = await call.db
    .update(gameRounds)
    .set({ sportsbookTicket: { ...state } })
    .where(and(eq(gameRounds.id, round.id), sql`${heldVersion} < ${body.version}`))
    .returning({ id: gameRounds.id });
  if (updated) return { roundId: body.roundId, version: body.version };
  const [held] = await call.db
    .select({ version: heldVersion })
    .from(gameRounds)
    .where(eq(gameRounds.id, round.id));
  return { roundId: body.roundId, version: Number(held?.version ?? body.version) };
}
