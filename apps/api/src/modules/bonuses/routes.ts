import { playerRoutes } from '@casino/contract/routes/player';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusGrants, players } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { apiHeadersSchema } from '../../lib/api-headers';
import { AppError } from '../../lib/app-error';
import { okEnvelope } from '../../lib/envelope';
import { countHit } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/register-route';
import { sessionPlayer } from '../../lib/session-player';
import { findCampaignBySlug } from './campaigns';
import { redeemCode } from './codes';
import { activateIfFree, grantBonus } from './grants';
import { bonusWagersOf, campaignView, listCampaignViews, playerBonusesOf, playerBonusView } from './views';

const open = { config: { session: 'optional' as const }, headers: apiHeadersSchema, tags: ['bonuses'] };
const player = { config: { session: 'player' as const }, headers: apiHeadersSchema, tags: ['bonuses'] };

/** Code and claim tries a player may make in the rate-limit window (codes are guessable otherwise). */
export const bonusTriesPerWindow = 10;

type BonusApp = Parameters<FastifyPluginAsyncZod>[0];

async function currencyOf(app: BonusApp, playerId: string | null) {
  if (!playerId) return 'EUR';
  const [row] = await app.db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.currency ?? 'EUR';
}

async function limitTries(app: BonusApp, playerId: string) {
  const hits = await countHit(app.db, { key: `bonus-tries:${playerId}`, now: app.now() });
  if (hits > bonusTriesPerWindow) throw new AppError('rate_limited');
}

/** Activate Bonus: a waiting grant of the player's starts wagering, if none is active. */
async function activateWaitingBonus(app: BonusApp, playerId: string, grantId: string) {
  const now = app.now();
  await inTransaction(app.db, async (tx) => {
    const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, grantId));
    if (!grant || grant.playerId !== playerId) throw new AppError('bonus_not_found');
    // A deposit bonus that waits for a deposit starts with the deposit, not with a press.
    if (grant.status !== 'available' || grant.bonusMinor === 0n) throw new AppError('bonus_not_available');
    if (!(await activateIfFree(tx, grant, now))) throw new AppError('bonus_already_active');
  });
}

/** The player's bonuses (profile/bonuses) and the campaigns of the promotion pages. */
export const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCampaignRoutes(app);
  registerPlayerBonusRoutes(app);
  registerBonusClaimRoutes(app);
};

/** The campaigns, open to visitors too. */
function registerCampaignRoutes(app: BonusApp) {
  registerRoute(
    app,
    playerRoutes.listBonusCampaigns,
    { ...open, summary: "The running bonus campaigns, in the player's currency (EUR for visitors)" },
    async (request) => {
      const currency = await currencyOf(app, request.playerSession?.playerId ?? null);
      return okEnvelope({
        campaigns: await listCampaignViews(app.db, { currency, locale: request.locale, now: app.now() }),
      });
    },
  );

  registerRoute(
    app,
    playerRoutes.getBonusCampaign,
    { ...open, summary: 'One campaign with its terms (deposit-bonus/{url}, free-spin/{url})' },
    async (request) => {
      const campaign = await findCampaignBySlug(app.db, request.params.slug);
      if (!campaign || campaign.status === 'scheduled') throw new AppError('bonus_not_found');
      const currency = await currencyOf(app, request.playerSession?.playerId ?? null);
      return okEnvelope(await campaignView(app.db, campaign, currency, request.locale));
    },
  );
}

/** The player's own bonuses: the list, a bonus's wagers, activating a waiting one. */
function registerPlayerBonusRoutes(app: BonusApp) {
  registerRoute(
    app,
    playerRoutes.listPlayerBonuses,
    { ...player, summary: 'The bonus being wagered, the waiting, the past ones and the offers to claim' },
    async (request) =>
      okEnvelope(
        await playerBonusesOf(app.db, sessionPlayer(request).playerId, {
          locale: request.locale,
          now: app.now(),
        }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.listBonusWagers,
    { ...player, summary: "The rounds that counted towards one of the player's bonuses" },
    async (request) =>
      okEnvelope(
        await bonusWagersOf(app.db, sessionPlayer(request).playerId, {
          grantId: request.params.id,
          limit: request.query.limit,
          offset: request.query.offset,
        }),
      ),
  );

  registerRoute(
    app,
    playerRoutes.activateBonus,
    { ...player, summary: 'Activate Bonus: start wagering a bonus that waits (one at a time)' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      await activateWaitingBonus(app, playerId, request.params.id);
      return okEnvelope({
        bonus: await playerBonusView(app.db, playerId, request.params.id, request.locale),
      });
    },
  );
}

/** Claiming an offer and redeeming a code, both rate limited per player. */
function registerBonusClaimRoutes(app: BonusApp) {
  registerRoute(
    app,
    playerRoutes.claimBonus,
    { ...player, summary: 'Activate Bonus on an offer: claim a campaign that is claimed by pressing' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      await limitTries(app, playerId);
      const now = app.now();
      const campaign = await findCampaignBySlug(app.db, request.body.campaign);
      if (!campaign || campaign.activation !== 'claim') throw new AppError('bonus_not_found');
      const grant = await inTransaction(app.db, async (tx) =>
        grantBonus(tx, {
          campaign,
          playerId,
          sourceKey: `claim:${campaign.id}:${playerId}`,
          activate: true,
          now,
        }),
      );
      return okEnvelope({ bonus: await playerBonusView(app.db, playerId, grant.grant.id, request.locale) });
    },
  );

  registerRoute(
    app,
    playerRoutes.redeemBonusCode,
    { ...player, summary: 'Add Bonus: a promotion code unlocks its campaign (case-insensitive)' },
    async (request) => {
      const { playerId } = sessionPlayer(request);
      await limitTries(app, playerId);
      const grant = await redeemCode(app.db, {
        playerId,
        code: request.body.code,
        address: request.ip,
        now: app.now(),
      });
      return okEnvelope({ bonus: await playerBonusView(app.db, playerId, grant.id, request.locale) });
    },
  );
}
