import { and, eq, or, sql } from 'drizzle-orm';
import { bonusCampaigns, players, type BonusCampaignRow } from '../../db/schema';
import type { DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { ineligibility } from './grants';

/** A campaign by its slug (the promotion pages' url), whatever its status. */
export async function findCampaignBySlug(db: DbExecutor, slug: string): Promise<BonusCampaignRow | null> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.slug, slug));
  return row ?? null;
}

export async function findCampaign(db: DbExecutor, id: string): Promise<BonusCampaignRow | null> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row ?? null;
}

/** Campaigns running now (active, inside their window), oldest first. */
export async function runningCampaigns(db: DbExecutor, now: Date): Promise<BonusCampaignRow[]> {
  const at = now.toISOString();
  return db
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.status, 'active'),
        or(sql`${bonusCampaigns.startsAt} IS NULL`, sql`${bonusCampaigns.startsAt} <= ${at}::timestamptz`),
        or(sql`${bonusCampaigns.endsAt} IS NULL`, sql`${bonusCampaigns.endsAt} > ${at}::timestamptz`),
      ),
    )
    .orderBy(bonusCampaigns.createdAt);
}

/**
 * The deposit bonus a player chose in the deposit form: a running deposit campaign the player may
 * have (checked again when the payment lands). Its id is kept on the deposit.
 */
export async function chosenDepositCampaign(
  db: DbExecutor,
  playerId: string,
  slug: string,
  now: Date,
): Promise<BonusCampaignRow> {
  const campaign = await findCampaignBySlug(db, slug);
  if (!campaign || campaign.activation !== 'deposit') throw new AppError('bonus_not_found');
  const [player] = await db
    .select({ country: players.country, currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player || ineligibility(campaign, player, now)) throw new AppError('bonus_not_eligible');
  return campaign;
}
