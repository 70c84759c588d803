import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bonusCodeRedemptions, bonusCodes, type BonusGrantRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { findCampaign } from './campaigns';
import { grantBonus } from './grants';

/** Codes are stored lower-case and entered in any case, with spaces around them ignored. */
export function normalizeCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * A promotion code unlocks its campaign for the player: the code's row is locked, so two redemptions
 * of one code (by two players near its cap, or twice by one player) run one after the other; the
 * redemption is unique per code and player (and per network address when the code says so), and the
 * grant per player for a one-per-player campaign. Refusals: unknown, expired (paused, ended or outside
 * its window), used up (its cap, or already used by this player or address), not eligible.
 */
export async function redeemCode(
  db: Database,
  input: { playerId: string; code: string; address: string; now: Date },
): Promise<BonusGrantRow> {
  const code = normalizeCode(input.code);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(bonusCodes).where(eq(bonusCodes.code, code)).for('update');
    if (!row) throw new AppError('bonus_code_unknown');
    const { now } = input;
    if (row.status !== 'active' || (row.startsAt && row.startsAt > now) || (row.endsAt && row.endsAt <= now))
      throw new AppError('bonus_code_expired');
    if (row.maxUses !== null && row.uses >= row.maxUses) throw new AppError('bonus_code_used_up');
    const address = row.onePerAddress ? input.address : null;
    const [used] = await tx
      .select({ id: bonusCodeRedemptions.id })
      .from(bonusCodeRedemptions)
      .where(
        and(
          eq(bonusCodeRedemptions.codeId, row.id),
          address === null
            ? eq(bonusCodeRedemptions.playerId, input.playerId)
            : sql`(${bonusCodeRedemptions.playerId} = ${input.playerId} OR ${bonusCodeRedemptions.address} = ${address})`,
        ),
      );
    if (used) throw new AppError('bonus_code_used_up');
    const campaign = await findCampaign(tx, row.campaignId);
    if (!campaign) throw new AppError('bonus_code_unknown');
    let grant: BonusGrantRow;
    try {
      ({ grant } = await grantBonus(tx, {
        campaign,
        playerId: input.playerId,
        sourceKey: `code:${row.id}:${input.playerId}`,
        activate: true,
        now,
      }));
    } catch (error) {
      // The player already had this one-per-player campaign another way.
      if (error instanceof AppError && error.code === 'bonus_not_available')
        throw new AppError('bonus_code_used_up');
      throw error;
    }
    await tx.insert(bonusCodeRedemptions).values({
      codeId: row.id,
      playerId: input.playerId,
      grantId: grant.id,
      address,
      createdAt: now,
    });
    await tx
      .update(bonusCodes)
      .set({ uses: sql`${bonusCodes.uses} + 1` })
      .where(eq(bonusCodes.id, row.id));
    return grant;
  });
}
