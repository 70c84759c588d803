import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusCampaigns, bonusCodes, bonusGrants } from '../../db/schema';
import { inTransaction, rowsOf } from '../../db/transaction';
import { call } from '../../test/accounts';
import { deliverFreeRounds } from '../games/free-rounds/deliver-free-rounds';
import {
  cashierReadyPlayer,
  openInvoice,
  sendWebhook,
  staffCall,
  staffToken,
  webhookBody,
} from '../../test/cashier';
import { insertTestGame } from '../../test/games';
import { useWalletPlay } from '../../test/wallet-play';
import { loginAsNewPlayer, type TestPlayer } from '../../test/players';
import {
  betBody,
  describeBothWalletPaths,
  fundPlayer,
  openGameSession,
  rollbackBody,
  walletCall,
  winBody,
  type GameSessionInfo,
} from '../wallet/wallet-test-kit';
import { reconcile } from '../ledger/reconcile';
import { expireBonuses } from './lifecycle';
import { grantBonus } from './grants';
import { grantSignUpBonuses } from './sign-up-bonuses';
import { insertTestCampaign, moneyOf } from '../../test/ledger';

const { provider, clock, ctx } = useWalletPlay({ start: new Date('2026-06-01T10:00:00Z'), game: false });

let slotId = '';
let tableId = '';
beforeAll(async () => {
  slotId = (
    await insertTestGame(ctx.db, { game: { category: 'slots', rtp: '96.00', maxWinMultiplier: 5000 } })
  ).id;
  tableId = (
    await insertTestGame(ctx.db, { game: { category: 'table', rtp: '99.00', maxWinMultiplier: 5000 } })
  ).id;
});

async function grantStatus(playerId: string) {
  const rows = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, playerId));
  return rows[0] ?? null;
}

type Step =
  | { do: 'bet'; amount: string; game?: 'slot' | 'table'; refused?: string; sameRound?: boolean }
  | { do: 'win'; amount: string; closed?: boolean }
  | { do: 'rollback' }
  | { do: 'expire' };

interface Sequence {
  name: string;
  cash: bigint;
  /** Bonus money granted (no-deposit, EUR cents), 0 for none. */
  bonus: bigint;
  terms?: Partial<typeof bonusCampaigns.$inferInsert>;
  steps: { step: Step; cash: bigint; bonus: bigint }[];
  status?: string;
}

const sequences: Sequence[] = [
  {
    name: 'cash only',
    cash: 1000n,
    bonus: 0n,
    steps: [
      { step: { do: 'bet', amount: '300' }, cash: 700n, bonus: 0n },
      { step: { do: 'win', amount: '600' }, cash: 1300n, bonus: 0n },
    ],
  },
  {
    name: 'bonus only',
    cash: 0n,
    bonus: 1000n,
    steps: [
      { step: { do: 'bet', amount: '200' }, cash: 0n, bonus: 800n },
      { step: { do: 'win', amount: '500' }, cash: 0n, bonus: 1300n },
    ],
    status: 'active',
  },
  {
    name: 'mixed: cash first, the win split in the stake’s proportion (bonus part rounded up)',
    cash: 100n,
    bonus: 1000n,
    steps: [
      { step: { do: 'bet', amount: '300' }, cash: 0n, bonus: 800n },
      // 601 x 200/300 = 400.67: 401 to bonus, 200 to cash.
      { step: { do: 'win', amount: '601' }, cash: 200n, bonus: 1201n },
    ],
    status: 'active',
  },
  {
    name: 'rollback of a mixed bet: each part back where it came from',
    cash: 100n,
    bonus: 1000n,
    steps: [
      { step: { do: 'bet', amount: '300' }, cash: 0n, bonus: 800n },
      { step: { do: 'rollback' }, cash: 100n, bonus: 1000n },
    ],
    status: 'active',
  },
  {
    name: 'win after expiry: the bonus part of the win is not paid, the cash part is',
    cash: 100n,
    bonus: 1000n,
    steps: [
      { step: { do: 'bet', amount: '300' }, cash: 0n, bonus: 800n },
      { step: { do: 'expire' }, cash: 0n, bonus: 0n },
      { step: { do: 'win', amount: '600' }, cash: 200n, bonus: 0n },
    ],
    status: 'expired',
  },
  {
    name: 'maximum bet while wagering',
    cash: 0n,
    bonus: 1000n,
    terms: { maxBetEurCents: 500n },
    steps: [
      { step: { do: 'bet', amount: '600', refused: 'bonus_max_bet_exceeded' }, cash: 0n, bonus: 1000n },
      { step: { do: 'bet', amount: '500' }, cash: 0n, bonus: 500n },
    ],
    status: 'active',
  },
  {
    // Issue 26: each of four bets of 200 in one round was under a maximum of 500, together 800.
    name: "maximum bet per round: a round's bets together stay within it",
    cash: 0n,
    bonus: 1000n,
    terms: { maxBetEurCents: 500n },
    steps: [
      { step: { do: 'bet', amount: '200' }, cash: 0n, bonus: 800n },
      { step: { do: 'bet', amount: '200', sameRound: true }, cash: 0n, bonus: 600n },
      {
        step: { do: 'bet', amount: '200', sameRound: true, refused: 'bonus_max_bet_exceeded' },
        cash: 0n,
        bonus: 600n,
      },
      {
        step: { do: 'bet', amount: '200', sameRound: true, refused: 'bonus_max_bet_exceeded' },
        cash: 0n,
        bonus: 600n,
      },
      // A new round may stake the maximum again.
      { step: { do: 'bet', amount: '500' }, cash: 0n, bonus: 100n },
    ],
    status: 'active',
  },
  {
    name: 'conversion capped: wagered through, at most the cap becomes cash, the rest is forfeited',
    cash: 0n,
    bonus: 1000n,
    terms: { wageringMultiple: 1, maxConversionEurCents: 1500n },
    steps: [
      { step: { do: 'bet', amount: '1000' }, cash: 0n, bonus: 0n },
      { step: { do: 'win', amount: '3000' }, cash: 1500n, bonus: 0n },
    ],
    status: 'converted',
  },
  {
    name: 'a table game counts 10 %: the same stake does not convert',
    cash: 0n,
    bonus: 1000n,
    terms: { wageringMultiple: 1 },
    steps: [
      { step: { do: 'bet', amount: '1000', game: 'table' }, cash: 0n, bonus: 0n },
      { step: { do: 'win', amount: '2000' }, cash: 0n, bonus: 2000n },
    ],
    status: 'active',
  },
  {
    name: 'a bonus lost in full ends (nothing to convert)',
    cash: 0n,
    bonus: 1000n,
    steps: [
      { step: { do: 'bet', amount: '1000' }, cash: 0n, bonus: 0n },
      { step: { do: 'win', amount: '0' }, cash: 0n, bonus: 0n },
    ],
    status: 'forfeited',
  },
];

async function seat(cash: bigint, bonus: bigint, terms: Sequence['terms'] = {}) {
  const player = await loginAsNewPlayer(ctx.app);
  if (cash > 0n) await fundPlayer(ctx.db, player.playerId, cash);
  if (bonus > 0n) {
    const campaign = await insertTestCampaign(ctx.db, { amountEurCents: bonus, ...terms });
    await inTransaction(ctx.db, (tx) =>
      grantBonus(tx, {
        campaign,
        playerId: player.playerId,
        sourceKey: `test:${campaign.id}`,
        activate: true,
        now: clock.now(),
      }),
    );
  }
  return player;
}

describeBothWalletPaths(
  'the wallet with a bonus: cash first, then bonus, and back in the same proportion',
  () => {
    for (const sequence of sequences) {
      it(sequence.name, async () => {
        const player = await seat(sequence.cash, sequence.bonus, sequence.terms);
        const sessions = new Map<string, GameSessionInfo>();
        const sessionFor = async (game: 'slot' | 'table') => {
          if (!sessions.has(game))
            sessions.set(
              game,
              await openGameSession(ctx.app, provider, player, game === 'slot' ? slotId : tableId),
            );
          return sessions.get(game)!;
        };
        let lastBet: { body: ReturnType<typeof betBody>; session: GameSessionInfo } | null = null;
        for (const { step, cash, bonus } of sequence.steps) {
          if (step.do === 'bet') {
            const session = await sessionFor(step.game ?? 'slot');
            const body = betBody(
              session,
              step.amount,
              step.sameRound ? { roundId: lastBet!.body.roundId } : {},
            );
            const response = await walletCall(ctx.app, 'bet', body);
            if (step.refused) {
              expect(response.statusCode).toBe(409);
              expect(response.json().info.resultCode).toBe(step.refused);
            } else {
              expect(response.statusCode, response.body).toBe(200);
              // The provider is told cash plus bonus.
              expect(response.json().data.balance).toBe((cash + bonus).toString());
              lastBet = { body, session };
            }
          } else if (step.do === 'win') {
            const response = await walletCall(
              ctx.app,
              'win',
              winBody(lastBet!.session, lastBet!.body.roundId, step.amount, {
                roundClosed: step.closed ?? true,
              }),
            );
            expect(response.statusCode, response.body).toBe(200);
            expect(response.json().data.balance).toBe((cash + bonus).toString());
          } else if (step.do === 'rollback') {
            const response = await walletCall(
              ctx.app,
              'rollback',
              rollbackBody(lastBet!.session, lastBet!.body.transactionId, lastBet!.body.roundId),
            );
            expect(response.statusCode, response.body).toBe(200);
          } else {
            clock.advance(31 * 86_400_000);
            await expireBonuses(ctx.db, clock.now());
          }
          expect(await moneyOf(ctx.db, player.playerId), JSON.stringify(step)).toMatchObject({ cash, bonus });
        }
        if (sequence.status) expect((await grantStatus(player.playerId))?.status).toBe(sequence.status);
        const books = await reconcile(ctx.db);
        expect(books.accountMismatches).toEqual([]);
        expect(books.unbalancedEntries).toEqual([]);
      });
    }

    it('counts each stake at its contribution and lists the rounds that counted', async () => {
      const player = await seat(0n, 1000n, { wageringMultiple: 10 });
      const slot = await openGameSession(ctx.app, provider, player, slotId);
      const table = await openGameSession(ctx.app, provider, player, tableId);
      for (const [session, amount] of [
        [slot, '100'],
        [table, '200'],
      ] as const) {
        const body = betBody(session, amount);
        expect((await walletCall(ctx.app, 'bet', body)).statusCode).toBe(200);
        await walletCall(ctx.app, 'win', winBody(session, body.roundId, '0'));
      }
      const bonuses = await call(ctx.app, 'GET', '/player/bonuses', { player: player.token });
      expect(bonuses.statusCode, bonuses.body).toBe(200);
      const active = bonuses.json().data.active;
      // 100 at 100 % + 200 at 10 %: 120 of 10,000 points.
      expect(active).toMatchObject({
        pointsGainedMinor: '120',
        pointsNeededMinor: '10000',
        balanceMinor: '700',
      });
      const wagers = await call(ctx.app, 'GET', `/player/bonuses/${active.id}/wagers`, {
        player: player.token,
      });
      expect(
        wagers.json().data.wagers.map((each: { contributionPercent: number }) => each.contributionPercent),
      ).toEqual([10, 100]);
      // Another player cannot read them.
      const other = await loginAsNewPlayer(ctx.app);
      const refused = await call(ctx.app, 'GET', `/player/bonuses/${active.id}/wagers`, {
        player: other.token,
      });
      expect(refused.statusCode).toBe(404);
    });

    it('a withdrawal request forfeits the bonus only once the player confirms it', async () => {
      const player = await cashierReadyPlayer(ctx.app);
      const invoice = await openInvoice(ctx.app, player, '50.00');
      expect((await sendWebhook(ctx.app, webhookBody(invoice, `pay-${player.playerId}`))).statusCode).toBe(
        200,
      );
      const campaign = await insertTestCampaign(ctx.db, { amountEurCents: 2000n });
      await inTransaction(ctx.db, (tx) =>
        grantBonus(tx, {
          campaign,
          playerId: player.playerId,
          sourceKey: `w:${campaign.id}`,
          activate: true,
          now: clock.now(),
        }),
      );
      const ask = (forfeitBonus?: boolean) =>
        call(ctx.app, 'POST', '/player/withdraw', {
          player: player.token,
          body: { method: 'BTC', amount: '20.00', ...(forfeitBonus === undefined ? {} : { forfeitBonus }) },
        });
      const refused = await ask();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        info: { resultCode: 'bonus_forfeit_unconfirmed' },
        data: { bonusMinor: '2000' },
      });
      expect((await moneyOf(ctx.db, player.playerId)).bonus).toBe(2000n);
      const confirmed = await ask(true);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect((await moneyOf(ctx.db, player.playerId)).bonus).toBe(0n);
      expect((await grantStatus(player.playerId))?.status).toBe('forfeited');
    });
  },
);

describe('deposit bonuses and promotion codes', () => {
  it('the same deposit webhook delivered three times grants one deposit bonus', async () => {
    const campaign = await insertTestCampaign(ctx.db, {
      kind: 'deposit_match',
      activation: 'deposit',
      amountEurCents: null,
      matchPercent: 100,
      maxBonusEurCents: 20000n,
      minDepositEurCents: 2000n,
    });
    const player = await cashierReadyPlayer(ctx.app);
    const response = await call(ctx.app, 'POST', '/player/deposit', {
      player: player.token,
      body: { currency: 'BTC', amount: '50.00', bonusCampaign: campaign.slug },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = webhookBody(response.json().data, `pay-three-${player.playerId}`);
    const answers = await Promise.all([1, 2, 3].map(() => sendWebhook(ctx.app, body)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const grants = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, player.playerId));
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ status: 'active', bonusMinor: 5000n, depositMinor: 5000n });
    expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 5000n, bonus: 5000n });
  });

  it('two concurrent redemptions of a one-per-player code grant one; codes are case-insensitive', async () => {
    const campaign = await insertTestCampaign(ctx.db, { activation: 'code', amountEurCents: 1500n });
    const suffix = campaign.id.slice(0, 8);
    await ctx.db.insert(bonusCodes).values({ code: `welcome${suffix}`, campaignId: campaign.id });
    const player = await loginAsNewPlayer(ctx.app);
    const redeem = (code: string) =>
      call(ctx.app, 'POST', '/player/bonuses/code', { player: player.token, body: { code } });
    const answers = await Promise.all([
      redeem(` WELCOME${suffix.toUpperCase()} `),
      redeem(`Welcome${suffix}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().info.resultCode).toBe(
      'bonus_code_used_up',
    );
    expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 0n, bonus: 1500n });
    expect((await redeem('no-such-code')).json().info.resultCode).toBe('bonus_code_unknown');
  });

  it('a code past its window is expired, a code at its cap is used up', async () => {
    const campaign = await insertTestCampaign(ctx.db, { activation: 'code', onePerPlayer: false });
    const suffix = campaign.id.slice(0, 8);
    await ctx.db.insert(bonusCodes).values([
      {
        code: `old${suffix}`,
        campaignId: campaign.id,
        endsAt: new Date(clock.now().getTime() - 1000),
      },
      { code: `capped${suffix}`, campaignId: campaign.id, maxUses: 1 },
    ]);
    const first = await loginAsNewPlayer(ctx.app);
    const second = await loginAsNewPlayer(ctx.app);
    const redeem = (player: TestPlayer, code: string) =>
      call(ctx.app, 'POST', '/player/bonuses/code', { player: player.token, body: { code } });
    expect((await redeem(first, `old${suffix}`)).json().info.resultCode).toBe('bonus_code_expired');
    expect((await redeem(first, `capped${suffix}`)).statusCode).toBe(200);
    expect((await redeem(second, `capped${suffix}`)).json().info.resultCode).toBe('bonus_code_used_up');
    const [books] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`SELECT count(*)::int AS n FROM bonus_code_redemptions`),
    );
    expect(books?.n).toBeGreaterThan(0);
  });
});

describe('free spins and the staff API', () => {
  it('free spins of a campaign play at no cost and their winnings open a bonus with its wagering', async () => {
    // Another provider lists a game of the same slug, without a minimum bet: the offer still names
    // the studio's game and its spin value (it read "worth €0.00" from the wrong game).
    await insertTestGame(ctx.db, {
      providerCode: 'other-aggregator',
      game: {
        slug: 'bonus-spins-slot',
        externalId: 'other-bonus-spins-slot',
        category: 'slots',
        minBet: undefined,
      },
    });
    await insertTestGame(ctx.db, {
      game: { slug: 'bonus-spins-slot', category: 'slots', minBet: '20', maxWinMultiplier: 5000 },
    });
    const [game] = rowsOf<{ id: string }>(
      await ctx.db.execute(
        sql`SELECT games.id FROM games JOIN game_providers ON game_providers.id = games.provider_id WHERE slug = 'bonus-spins-slot' AND game_providers.code = 'nova-studio'`,
      ),
    );
    const campaign = await insertTestCampaign(ctx.db, {
      kind: 'free_spins',
      amountEurCents: null,
      freeSpinsGameSlug: 'bonus-spins-slot',
      freeSpinsCount: 2,
      wageringMultiple: 20,
    });
    const player = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, player.playerId, 500n);
    const offers = (await call(ctx.app, 'GET', '/player/bonuses', { player: player.token })).json().data
      .offers as Array<{ slug: string; freeSpins: { valueMinor: string } | null }>;
    expect(offers.find((offer) => offer.slug === campaign.slug)?.freeSpins).toMatchObject({
      valueMinor: '20',
    });
    const claimed = await call(ctx.app, 'POST', '/player/bonuses/claim', {
      player: player.token,
      body: { campaign: campaign.slug },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.bonus.status).toBe('free_spins');
    const grant = (await grantStatus(player.playerId))!;
    // The grant tells the game that the wins open a bonus, and its wagering.
    const delivered: unknown[] = [];
    const pass = await deliverFreeRounds(ctx.db, ctx.app.config.games.providers, {
      now: clock.now,
      log: { info: () => {}, warn: () => {} },
      fetchImpl: async (_url, init) => {
        const body = JSON.parse(init!.body as string) as { grantId: string };
        delivered.push(body);
        return new Response(
          JSON.stringify({
            info: { success: true, message: '', resultCode: 'ok' },
            data: { grantId: body.grantId, roundsLeft: 2 },
          }),
        );
      },
    });
    expect(pass.failed).toBe(0);
    expect(delivered).toContainEqual(
      expect.objectContaining({ grantId: grant.freeRoundGrantId, rounds: 2, bonusWagering: 20 }),
    );
    const session = await openGameSession(ctx.app, provider, player, game!.id);
    // The bonus card's facts: the game, the spins left, their wagering to come (never a bare €0.00).
    const spinsLeft = async () =>
      (await call(ctx.app, 'GET', '/player/bonuses', { player: player.token })).json().data.available[0]
        ?.freeSpins;
    expect(await spinsLeft()).toMatchObject({
      gameId: game!.id,
      gameSlug: 'bonus-spins-slot',
      roundsLeft: 2,
      roundsGranted: 2,
      wageringMultiple: 20,
    });
    for (const win of ['150', '250']) {
      const body = betBody(session, '0', { freeRoundGrantId: grant.freeRoundGrantId });
      const bet = await walletCall(ctx.app, 'bet', body);
      expect(bet.statusCode, bet.body).toBe(200);
      const paid = await walletCall(ctx.app, 'win', winBody(session, body.roundId, win));
      expect(paid.statusCode, paid.body).toBe(200);
      if (win === '150') expect(await spinsLeft()).toMatchObject({ roundsLeft: 1 });
    }
    // The winnings are bonus money with its wagering, not cash.
    expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 500n, bonus: 400n });
    expect(await grantStatus(player.playerId)).toMatchObject({
      status: 'active',
      bonusMinor: 400n,
      pointsNeeded: 400n * 20n * 100n,
    });
    const books = await reconcile(ctx.db);
    expect(books.unbalancedEntries).toEqual([]);
  });

  it('staff create a campaign and a code, grant a bonus to a player and cancel it, each change audited', async () => {
    const admin = await staffToken(ctx.app, 'admin');
    const slug = `staff-campaign-${process.pid}`;
    const campaignBody = (slugOf: string) => ({
      slug: slugOf,
      kind: 'no_deposit',
      activation: 'code',
      names: { en: 'Staff test' },
      amountEurCents: '700',
      wageringMultiple: 10,
      contributions: { slots: 100 },
    });
    const created = await staffCall(ctx.app, admin, 'POST', '/bonus/campaigns', campaignBody(slug));
    expect(created.statusCode, created.body).toBe(200);
    const code = await staffCall(ctx.app, admin, 'POST', '/bonus/codes', {
      code: `STAFF${process.pid}`,
      campaign: slug,
    });
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json().data.code).toBe(`staff${process.pid}`);
    const player = await loginAsNewPlayer(ctx.app);
    const requestId = '4f1c6f52-8a0e-4a43-9c55-2d1f4b0f5e11';
    const grant = () =>
      staffCall(ctx.app, admin, 'POST', '/bonus/grants', {
        playerId: player.playerId,
        campaign: slug,
        requestId,
        reason: 'goodwill',
      });
    const granted = await grant();
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data).toMatchObject({ status: 'active', bonusMinor: '700' });
    // The same request again grants nothing more.
    expect((await grant()).json().data.id).toBe(granted.json().data.id);
    expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 0n, bonus: 700n });
    const cancelled = await staffCall(
      ctx.app,
      admin,
      'POST',
      `/bonus/grants/${granted.json().data.id}/cancel`,
      {
        reason: 'granted by mistake',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 0n, bonus: 0n });
    const audit = rowsOf<{ action: string }>(
      await ctx.db.execute(
        sql`SELECT action FROM bonus_audit WHERE details->>'playerId' = ${player.playerId} OR action IN ('campaign_created', 'code_created', 'cancel') ORDER BY id`,
      ),
    ).map((row) => row.action);
    expect(audit).toEqual(expect.arrayContaining(['campaign_created', 'code_created', 'grant', 'cancel']));
    // Support may grant but not create campaigns.
    const support = await staffToken(ctx.app, 'support');
    const refused = await staffCall(ctx.app, support, 'POST', '/bonus/campaigns', campaignBody(`${slug}-2`));
    expect(refused.statusCode, refused.body).toBe(403);
  });
});

describe('the demo campaigns', () => {
  it('are seeded: the promotion pages list them and the demo code WELCOME10 gives its bonus', async () => {
    const listed = await call(ctx.app, 'GET', '/bonusCampaigns');
    expect(listed.statusCode, listed.body).toBe(200);
    const slugs = listed.json().data.campaigns.map((campaign: { slug: string }) => campaign.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(['welcome-bonus', 'weekend-reload', 'neon-spins', 'welcome-ten']),
    );
    const welcome = await call(ctx.app, 'GET', '/bonusCampaigns/welcome-bonus');
    expect(welcome.json().data).toMatchObject({
      matchPercent: 100,
      maxBonusMinor: '20000',
      wageringMultiple: 35,
      // A campaign naming no sportsbook contribution: sportsbook bets count nothing, and the page says so.
      sportsbook: { percent: 0, minOdds: '1.5' },
    });
    const player = await loginAsNewPlayer(ctx.app);
    const redeemed = await call(ctx.app, 'POST', '/player/bonuses/code', {
      player: player.token,
      body: { code: 'Welcome10' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 0n, bonus: 1000n });
  });

  it('an automatic campaign gives each new player its bonus at sign-up, once, and skips players it excludes', async () => {
    const campaign = await insertTestCampaign(ctx.db, { activation: 'automatic', amountEurCents: 500n });
    const excluded = await insertTestCampaign(ctx.db, {
      activation: 'automatic',
      amountEurCents: 700n,
      currencies: ['USD'],
    });
    try {
      const player = await loginAsNewPlayer(ctx.app);
      const grants = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, player.playerId));
      expect(grants.map((grant) => [grant.campaignId, grant.status, grant.sourceKey])).toEqual([
        [campaign.id, 'active', `auto:${campaign.id}:${player.playerId}`],
      ]);
      expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 0n, bonus: 500n });
      // Asked again (a retried sign-up step): the same grant, nothing more.
      const again = await grantSignUpBonuses(ctx.db, player.playerId, clock.now());
      expect(again.map((grant) => grant.id)).toEqual([grants[0]!.id]);
      expect(await moneyOf(ctx.db, player.playerId)).toMatchObject({ cash: 0n, bonus: 500n });
      expect((await reconcile(ctx.db)).isClean).toBe(true);
    } finally {
      // Later sign-ups in this file must not get it.
      await ctx.db
        .update(bonusCampaigns)
        .set({ status: 'ended' })
        .where(sql`${bonusCampaigns.id} IN (${campaign.id}, ${excluded.id})`);
    }
  });
});
