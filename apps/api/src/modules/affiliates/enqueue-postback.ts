import { and, eq, isNotNull } from 'drizzle-orm';
import {
  affiliatePostbacks,
  affiliateProgrammes,
  players,
  type AffiliatePostbackEvent,
  type JsonObject,
} from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';

/**
 * Queues the postback of an event of a player brought by an affiliate whose programme has a postback
 * URL. One row per (programme, player, event): a second call for the same event changes nothing, so
 * the receiver hears of each registration and first deposit once. Answers whether a row was queued.
 */
export async function enqueuePostback(
  db: DbExecutor,
  input: { playerId: string; event: AffiliatePostbackEvent; details: JsonObject; now: Date },
): Promise<boolean> {
  const [found] = await db
    .select({
      programmeId: affiliateProgrammes.id,
      code: affiliateProgrammes.code,
      myafftk: players.myafftk,
      aAid: players.aAid,
      aBid: players.aBid,
      goftToken: players.goftToken,
    })
    .from(players)
    .innerJoin(
      affiliateProgrammes,
      and(eq(affiliateProgrammes.skinId, players.skinId), eq(affiliateProgrammes.code, players.myaffid)),
    )
    .where(and(eq(players.id, input.playerId), isNotNull(affiliateProgrammes.postbackUrl)))
    .limit(1);
  if (!found) return false;
  const payload: JsonObject = {
    event: input.event,
    myaffid: found.code,
    myafftk: found.myafftk,
    a_aid: found.aAid,
    a_bid: found.aBid,
    goft_token: found.goftToken,
    player_id: input.playerId,
    ...input.details,
  };
  const rows = await db
    .insert(affiliatePostbacks)
    .values({
      programmeId: found.programmeId,
      playerId: input.playerId,
      event: input.event,
      payload,
      nextAttemptAt: input.now,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: affiliatePostbacks.id });
  return rows.length > 0;
}
