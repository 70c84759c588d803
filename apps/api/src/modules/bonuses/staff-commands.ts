import type { StaffBonusCampaignBody } from '@casino/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bonusAudit,
  bonusCampaigns,
  bonusCodes,
  bonusGrants,
  type BonusCampaignRow,
  type BonusGrantRow,
} from '../../db/schema';
import { inTransaction, isConstraintViolation } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { endBonus } from './bonus-money';
import { findCampaign, findCampaignBySlug } from './campaigns';
import { normalizeCode } from './codes';
import { grantBonus } from './grants';

const cents = (value: string | null) => (value === null ? null : BigInt(value));
const text = (value: bigint | null) => (value === null ? null : value.toString());
const at = (value: string | null) => (value === null ? null : new Date(value));

/** A campaign as staff see it (amounts in EUR cents). */
export function staffCampaignView(row: BonusCampaignRow) {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    activation: row.activation,
    status: row.status,
    names: { ...row.names, en: row.names.en ?? row.slug } as { en: string } & Record<string, string>,
    descriptions: row.descriptions as Record<string, string>,
    matchPercent: row.matchPercent,
    maxBonusEurCents: text(row.maxBonusEurCents),
    minDepositEurCents: text(row.minDepositEurCents),
    amountEurCents: text(row.amountEurCents),
    freeSpinsGameSlug: row.freeSpinsGameSlug,
    freeSpinsCount: row.freeSpinsCount,
    freeSpinValueEurCents: text(row.freeSpinValueEurCents),
    wageringMultiple: row.wageringMultiple,
    wageringBase: row.wageringBase,
    contributions: row.contributions,
    gameContributions: row.gameContributions,
    maxBetEurCents: text(row.maxBetEurCents),
    maxConversionEurCents: text(row.maxConversionEurCents),
    claimDays: row.claimDays,
    completeDays: row.completeDays,
    countries: row.countries,
    currencies: row.currencies,
    onePerPlayer: row.onePerPlayer,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkTerms(body: StaffBonusCampaignBody): void {
  const needs = (ok: boolean, message: string, field = 'kind', code = 'terms_incomplete') => {
    if (!ok) throw new AppError('validation_error', undefined, { issues: [{ field, code, message }] });
  };
  if (body.kind === 'deposit_match' || body.kind === 'reload')
    needs(
      body.matchPercent !== null && body.maxBonusEurCents !== null,
      'a deposit bonus needs matchPercent and maxBonusEurCents',
    );
  if (body.kind === 'no_deposit' || body.kind === 'cashback')
    needs(body.amountEurCents !== null, `a ${body.kind} bonus needs amountEurCents`);
  if (body.kind === 'free_spins')
    needs(
      body.freeSpinsGameSlug !== null && body.freeSpinsCount !== null,
      'free spins need a game and a count',
    );
  if (body.activation === 'deposit')
    needs(
      body.kind === 'deposit_match' || body.kind === 'reload',
      'only deposit bonuses are chosen at deposit',
    );
  if (body.startsAt && body.endsAt)
    needs(body.startsAt < body.endsAt, 'endsAt must be after startsAt', 'endsAt', 'window_ends_before_start');
}

async function audit(
  db: Parameters<Parameters<Database['transaction']>[0]>[0],
  entry: typeof bonusAudit.$inferInsert,
): Promise<void> {
  await db.insert(bonusAudit).values(entry);
}

export async function createCampaign(db: Database, body: StaffBonusCampaignBody, staffId: string, now: Date) {
  checkTerms(body);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(bonusCampaigns)
        .values({
          ...body,
          maxBonusEurCents: cents(body.maxBonusEurCents),
          minDepositEurCents: cents(body.minDepositEurCents),
          amountEurCents: cents(body.amountEurCents),
          freeSpinValueEurCents: cents(body.freeSpinValueEurCents),
          maxBetEurCents: cents(body.maxBetEurCents),
          maxConversionEurCents: cents(body.maxConversionEurCents),
          contributions: body.contributions as Record<string, number>,
          startsAt: at(body.startsAt),
          endsAt: at(body.endsAt),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, {
        staffUserId: staffId,
        action: 'campaign_created',
        campaignId: row!.id,
        details: { body },
      });
      return staffCampaignView(row!);
    });
  } catch (error) {
    if (isConstraintViolation(error, 'bonus_campaigns_slug_unique')) throw new AppError('content_slug_taken');
    throw error;
  }
}

/** Schedule, start, pause or end a campaign; grants already given keep their own terms. */
export async function setCampaignStatus(
  db: Database,
  input: { id: string; status: BonusCampaignRow['status']; staffId: string; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const campaign = await findCampaign(tx, input.id);
    if (!campaign) throw new AppError('bonus_not_found');
    const [row] = await tx
      .update(bonusCampaigns)
      .set({ status: input.status, updatedAt: input.now })
      .where(eq(bonusCampaigns.id, input.id))
      .returning();
    await audit(tx, {
      staffUserId: input.staffId,
      action: 'campaign_status',
      campaignId: input.id,
      details: { from: campaign.status, to: input.status },
    });
    return staffCampaignView(row!);
  });
}

export async function listCampaigns(db: Database) {
  const rows = await db.select().from(bonusCampaigns).orderBy(bonusCampaigns.createdAt);
  return { campaigns: rows.map(staffCampaignView) };
}

export async function createCode(
  db: Database,
  input: {
    code: string;
    campaign: string;
    maxUses: number | null;
    onePerAddress: boolean;
    startsAt: string | null;
    endsAt: string | null;
    staffId: string;
  },
) {
  return inTransaction(db, async (tx) => {
    const campaign = await findCampaignBySlug(tx, input.campaign);
    if (!campaign) throw new AppError('bonus_not_found');
    const [row] = await tx
      .insert(bonusCodes)
      .values({
        code: normalizeCode(input.code),
        campaignId: campaign.id,
        maxUses: input.maxUses,
        onePerAddress: input.onePerAddress,
        startsAt: at(input.startsAt),
        endsAt: at(input.endsAt),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('validation_error', 'this code exists already');
    await audit(tx, {
      staffUserId: input.staffId,
      action: 'code_created',
      campaignId: campaign.id,
      codeId: row.id,
    });
    return {
      id: row.id,
      code: row.code,
      campaign: campaign.slug,
      status: row.status,
      maxUses: row.maxUses,
      uses: row.uses,
    };
  });
}

function grantView(grant: BonusGrantRow, campaign: string) {
  return {
    id: grant.id,
    playerId: grant.playerId,
    campaign,
    status: grant.status,
    bonusMinor: grant.bonusMinor.toString(),
    currency: grant.currency,
  };
}

/** Staff give one player a bonus of a campaign (activated when the player wagers none). */
export async function grantForPlayer(
  db: Database,
  input: {
    playerId: string;
    campaign: string;
    requestId: string;
    reason: string;
    staffId: string;
    now: Date;
  },
) {
  return inTransaction(db, async (tx) => {
    const campaign = await findCampaignBySlug(tx, input.campaign);
    if (!campaign) throw new AppError('bonus_not_found');
    const { grant, replayed } = await grantBonus(tx, {
      campaign,
      playerId: input.playerId,
      sourceKey: `staff:${input.requestId}`,
      activate: true,
      staffUserId: input.staffId,
      now: input.now,
    });
    if (!replayed)
      await audit(tx, {
        staffUserId: input.staffId,
        action: 'grant',
        campaignId: campaign.id,
        grantId: grant.id,
        details: { playerId: input.playerId, reason: input.reason },
      });
    return grantView(grant, campaign.slug);
  });
}

/** Staff cancel a player's bonus: its balance goes back to the house, under the player's lock. */
export async function cancelGrant(
  db: Database,
  input: { id: string; reason: string; staffId: string; now: Date },
) {
  return inTransaction(db, async (tx) => {
    const [found] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, input.id));
    if (!found) throw new AppError('bonus_not_found');
    await tx.execute(sqlLockPlayer(found.playerId));
    const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, input.id)).for('update');
    await endBonus(tx, grant!, 'cancelled', { now: input.now, reason: `staff: ${input.reason}` });
    await audit(tx, {
      staffUserId: input.staffId,
      action: 'cancel',
      campaignId: grant!.campaignId,
      grantId: grant!.id,
      details: { reason: input.reason, status: grant!.status },
    });
    const [after] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, input.id));
    const campaign = await findCampaign(tx, after!.campaignId);
    return grantView(after!, campaign?.slug ?? '');
  });
}

function sqlLockPlayer(playerId: string) {
  return sql`SELECT id FROM players WHERE id = ${playerId} FOR NO KEY UPDATE`;
}
