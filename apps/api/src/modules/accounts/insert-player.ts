import type { affiliateFieldsSchema } from '@casino/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { players, type NewPlayerRow } from '../../db/schema';
import { enqueuePostback } from '../affiliates/enqueue-postback';
import { grantSignUpBonuses } from '../bonuses/sign-up-bonuses';

type AffiliateFields = z.infer<typeof affiliateFieldsSchema>;

/** Filled in here from the payload's affiliate tags and the clock, the same for every sign-up path. */
type StampedColumns = 'myafftk' | 'myaffid' | 'goftToken' | 'aAid' | 'aBid' | 'createdAt' | 'updatedAt';

/**
 * The account row of a new player, for the sign-up form and Google alike, so both record affiliate
 * attribution the same way. The caller checks the rules first and decides what a unique violation means.
 */
export async function insertPlayer(
  db: Database,
  player: Omit<NewPlayerRow, StampedColumns>,
  affiliate: AffiliateFields,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(players)
    .values({
      ...player,
      myafftk: affiliate.myafftk ?? null,
      myaffid: affiliate.myaffid ?? null,
      goftToken: affiliate.goft_token ?? null,
      aAid: affiliate.a_aid ?? null,
      aBid: affiliate.a_bid ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: players.id });
  if (!row) throw new Error('player insert returned nothing');
  // An affiliate's player: the programme's registration postback is queued (delivered by the engage work).
  if (affiliate.myaffid)
    await enqueuePostback(db, {
      playerId: row.id,
      event: 'registration',
      details: { registered_at: now.toISOString() },
      now,
    });
  // Running sign-up (automatic) bonus campaigns give the new player their bonus now.
  await grantSignUpBonuses(db, row.id, now);
  return row.id;
}
