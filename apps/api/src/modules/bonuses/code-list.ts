import type { staffBonusCodesDataSchema, staffBonusCodesQuerySchema } from '@casino/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { bonusCampaigns, bonusCodes } from '../../db/schema';

/**
 * The promotion codes staff created, newest first, with their campaign's slug, uses against their cap,
 * window and state. One row more than the page is read to tell whether more follows.
 */
export async function listCodes(
  db: Database,
  query: z.infer<typeof staffBonusCodesQuerySchema>,
): Promise<z.infer<typeof staffBonusCodesDataSchema>> {
  const rows = await db
    .select({ code: bonusCodes, campaign: bonusCampaigns.slug })
    .from(bonusCodes)
    .innerJoin(bonusCampaigns, eq(bonusCampaigns.id, bonusCodes.campaignId))
    .orderBy(desc(bonusCodes.createdAt), desc(bonusCodes.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  return {
    codes: rows.slice(0, query.limit).map(({ code, campaign }) => ({
      id: code.id,
      code: code.code,
      campaign,
      status: code.status,
      maxUses: code.maxUses,
      uses: code.uses,
      onePerAddress: code.onePerAddress,
      startsAt: code.startsAt?.toISOString() ?? null,
      endsAt: code.endsAt?.toISOString() ?? null,
      createdAt: code.createdAt.toISOString(),
    })),
    page: { limit: query.limit, offset: query.offset, hasMore: rows.length > query.limit },
  };
}
