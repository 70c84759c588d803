import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../config';
import { bonusCodes, bonusGrants, gameRounds, type BonusCampaignRow } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { grantBonus } from '../modules/bonuses/grants';
import { bonusTriesPerWindow } from '../modules/bonuses/routes';
import { sandboxSignatureHeader, signSandboxBody } from '../modules/cashier/sandbox-processor';
import {
  betBody,
  fundPlayer,
  openGameSession,
  rollbackBody,
  useFakeProvider,
  winBody,
  type GameSessionInfo,
} from '../modules/wallet/wallet-test-kit';
import { relaxedLimitsEnv } from '../test/accounts';
import { call } from '../test/accounts';
import { cashierReadyPlayer, openInvoice, sendWebhook, webhookBody } from '../test/cashier';
import { insertTestGame } from '../test/games';
import { createClock } from '../test/helper';
import { loginAsNewPlayer, type TestPlayer } from '../test/players';
import {
  concurrency,
  countCodes,
  expectBooksReconciled,
  isPostgres,
  raceOptions,
  paidUnder,
  playerRequest,
  sendAll,
  useRaceServer,
  walletRequest,
  type PlannedRequest,
} from './race-kit';
import { insertTestCampaign, moneyOf } from '../test/ledger';

/*
 * Bonus money raced on the PostgreSQL server: promotion codes, conversion, free-spins winnings,
 * withdrawals while a bonus is wagered, and deposit webhooks, each request sent at once by a client in
 * another process over real HTTP, into a server whose pool runs them in parallel.
 */
describe.skipIf(!isPostgres)(
  'bonus races on PostgreSQL (needs DATABASE_URL: PostgreSQL)',
  raceOptions,
  () => {
    const env: Env = { ...relaxedLimitsEnv };
    const provider = useFakeProvider(env);
    const clock = createClock(new Date('2026-06-01T10:00:00Z'));
    const ctx = useRaceServer({ env, now: clock.now });

    let slotId = '';
    beforeAll(async () => {
      slotId = (
        await insertTestGame(ctx.db, {
          game: { slug: 'race-slot', category: 'slots', minBet: '20', maxWinMultiplier: 5000 },
        })
      ).id;
    });

    async function giveBonus(playerId: string, campaign: BonusCampaignRow) {
      await inTransaction(ctx.db, (tx) =>
        grantBonus(tx, {
          campaign,
          playerId,
          sourceKey: `race:${campaign.id}`,
          activate: true,
          now: clock.now(),
        }),
      );
    }

    const grantsOf = (playerId: string) =>
      ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, playerId));

    it('one player redeems a one-per-player code from 24 requests at once: one bonus, ten tries counted', async () => {
      const campaign = await insertTestCampaign(ctx.db, { activation: 'code', amountEurCents: 1500n });
      const code = `race${campaign.id.slice(0, 8)}`;
      await ctx.db.insert(bonusCodes).values({ code, campaignId: campaign.id });
      const player = await loginAsNewPlayer(ctx.app);
      const answers = await sendAll(
        ctx,
        Array.from({ length: concurrency }, (_, index) =>
          playerRequest(player, 'POST', '/player/bonuses/code', {
            code: index % 2 ? code.toUpperCase() : ` ${code} `,
          }),
        ),
      );
      // A player has ten tries a window (codes are guessable): exactly ten get through, one of them wins.
      expect(countCodes(answers)).toEqual({
        ok: 1,
        bonus_code_used_up: bonusTriesPerWindow - 1,
        rate_limited: concurrency - bonusTriesPerWindow,
      });
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 0n, bonus: 1500n, hold: 0n });
      expect(await grantsOf(player.playerId)).toHaveLength(1);
      const [row] = await ctx.db.select().from(bonusCodes).where(eq(bonusCodes.code, code));
      expect(row?.uses).toBe(1);
      await expectBooksReconciled(ctx.db);
    });

    it('12 players redeem a code capped at 5, each twice, 24 requests at once: exactly 5 bonuses', async () => {
      const campaign = await insertTestCampaign(ctx.db, {
        activation: 'code',
        onePerPlayer: false,
        amountEurCents: 700n,
      });
      const code = `capped${campaign.id.slice(0, 8)}`;
      await ctx.db.insert(bonusCodes).values({ code, campaignId: campaign.id, maxUses: 5 });
      const players: TestPlayer[] = [];
      for (let index = 0; index < concurrency / 2; index += 1) players.push(await loginAsNewPlayer(ctx.app));
      const answers = await sendAll(
        ctx,
        [...players, ...players].map((player) =>
          playerRequest(player, 'POST', '/player/bonuses/code', { code }),
        ),
      );
      expect(countCodes(answers)).toEqual({ ok: 5, bonus_code_used_up: concurrency - 5 });
      const bonuses = await Promise.all(players.map((player) => moneyOf(ctx.db, player.playerId)));
      expect(bonuses.filter((money) => money.bonus === 700n)).toHaveLength(5);
      expect(bonuses.filter((money) => money.bonus === 0n)).toHaveLength(players.length - 5);
      const [row] = await ctx.db.select().from(bonusCodes).where(eq(bonusCodes.code, code));
      expect(row?.uses).toBe(5);
      const grants = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.campaignId, campaign.id));
      expect(grants).toHaveLength(5);
      await expectBooksReconciled(ctx.db);
    });

    it('24 bets then 24 closing wins, each win delivered twice at once: the bonus converts once', async () => {
      // EUR 24.00 of bonus wagered once: 24 bets of 1.00 wager it through with all of it staked.
      const campaign = await insertTestCampaign(ctx.db, { amountEurCents: 2400n, wageringMultiple: 1 });
      const player = await loginAsNewPlayer(ctx.app);
      await giveBonus(player.playerId, campaign);
      const session = await openGameSession(ctx.app, provider, player, slotId);
      const bets = Array.from({ length: concurrency }, () => betBody(session, '100'));
      const placed = await sendAll(
        ctx,
        bets.map((body) => walletRequest('bet', body)),
      );
      expect(countCodes(placed)).toEqual({ ok: concurrency });
      // They met in the database: several of the player's bets ran, or waited on the player's lock, at once.
      expect(ctx.peakActive).toBeGreaterThan(1);
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 0n, bonus: 0n, hold: 0n });

      const wins = bets.map((bet) => winBody(session, bet.roundId, '150', { roundClosed: true }));
      const paid = await sendAll(
        ctx,
        [...wins, ...wins].map((body) => walletRequest('win', body)),
      );
      expect(countCodes(paid)).toEqual({ ok: 2 * concurrency });
      // A replay answers what its first delivery did.
      for (let index = 0; index < concurrency; index += 1)
        expect(paid[index + concurrency]!.body.data.platformTransactionId).toBe(
          paid[index]!.body.data.platformTransactionId,
        );
      // All 24 wins went to the bonus, and the last round to close converted all of it: EUR 36.00.
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 3600n, bonus: 0n, hold: 0n });
      const [grant] = await grantsOf(player.playerId);
      expect(grant).toMatchObject({ status: 'converted', convertedMinor: 3600n, forfeitedMinor: 0n });
      expect(await paidUnder(ctx.db, `bonus-end:${grant!.id}`)).toEqual({ sum: 3600n, entries: 1 });
      await expectBooksReconciled(ctx.db);
    });

    it('free spins: claimed 16 times at once, 24 spins on 16 rounds, each win twice: winnings become one bonus', async () => {
      const spins = 16;
      const campaign = await insertTestCampaign(ctx.db, {
        kind: 'free_spins',
        amountEurCents: null,
        freeSpinsGameSlug: 'race-slot',
        freeSpinsCount: spins,
        wageringMultiple: 20,
      });
      const player = await loginAsNewPlayer(ctx.app);
      await fundPlayer(ctx.db, player.playerId, 500n);
      const claims = await sendAll(
        ctx,
        Array.from({ length: 16 }, () =>
          playerRequest(player, 'POST', '/player/bonuses/claim', { campaign: campaign.slug }),
        ),
      );
      // The tries the limit lets through all answer the one grant (a claim again replays it).
      expect(countCodes(claims)).toEqual({ ok: bonusTriesPerWindow, rate_limited: 16 - bonusTriesPerWindow });
      const [grant, ...more] = await grantsOf(player.playerId);
      expect(more).toEqual([]);
      expect(grant?.status).toBe('free_spins');
      for (const claim of claims.filter((answer) => answer.status === 200))
        expect(claim.body.data.bonus.id).toBe(grant!.id);

      const session = await openGameSession(ctx.app, provider, player, slotId);
      const bets = Array.from({ length: concurrency }, () =>
        betBody(session, '0', { freeRoundGrantId: grant!.freeRoundGrantId }),
      );
      const placed = await sendAll(
        ctx,
        bets.map((body) => walletRequest('bet', body)),
      );
      expect(countCodes(placed)).toEqual({ ok: spins, free_rounds_used_up: concurrency - spins });
      const played = bets.filter((_, index) => placed[index]!.status === 200);
      // Round n wins n x 10 cents: 10 + 20 + ... + 160 = 1,360.
      const wins = played.map((bet, index) => winBody(session, bet.roundId, String((index + 1) * 10)));
      const paid = await sendAll(
        ctx,
        [...wins, ...wins].map((body) => walletRequest('win', body)),
      );
      expect(countCodes(paid)).toEqual({ ok: 2 * spins });
      const winnings = BigInt((spins * (spins + 1) * 10) / 2);
      // The winnings are one bonus with its wagering, not cash; the player's own cash never moved.
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 500n, bonus: winnings, hold: 0n });
      const grants = await grantsOf(player.playerId);
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({
        status: 'active',
        bonusMinor: winnings,
        pointsNeeded: winnings * 20n * 100n,
      });
      await expectBooksReconciled(ctx.db);
    });

    it('a win and a rollback of each of 8 mixed cash-and-bonus rounds at once, each sent twice: one of them per round', async () => {
      // Cash first, then bonus: EUR 6.00 of cash and EUR 24.00 of bonus (far from wagered through).
      const player = await loginAsNewPlayer(ctx.app);
      await fundPlayer(ctx.db, player.playerId, 600n);
      await giveBonus(player.playerId, await insertTestCampaign(ctx.db, { amountEurCents: 2400n }));
      const session = await openGameSession(ctx.app, provider, player, slotId);
      const bets = Array.from({ length: 8 }, () => betBody(session, '300'));
      expect(
        countCodes(
          await sendAll(
            ctx,
            bets.map((body) => walletRequest('bet', body)),
          ),
        ),
      ).toEqual({ ok: 8 });
      const endings = bets.flatMap((bet) => [
        walletRequest('win', winBody(session, bet.roundId, '500', { roundClosed: true })),
        walletRequest('rollback', rollbackBody(session, bet.transactionId, bet.roundId)),
      ]);
      const answers = await sendAll(ctx, [...endings, ...endings]);
      const rounds = await ctx.db.select().from(gameRounds).where(eq(gameRounds.playerId, player.playerId));
      expect(rounds).toHaveLength(8);
      let cash = 600n;
      let bonus = 2400n;
      for (const [index, bet] of bets.entries()) {
        const round = rounds.find((row) => row.externalRoundId === bet.roundId)!;
        // The first deliveries are at 2i (win) and 2i + 1 (rollback), their replays 16 later.
        const isOk = (offset: number) => answers[2 * index + offset]!.status === 200;
        const won = isOk(0);
        // Exactly one of the two, and its replay answers the same.
        expect([won, isOk(1)]).toEqual([won, !won]);
        expect([isOk(16), isOk(17)]).toEqual([won, !won]);
        expect(round.status).toBe(won ? 'closed' : 'rolled_back');
        // A rolled-back round keeps no stake (each part went back where it came from); a won one keeps
        // its stake, and its win went back in the stake's proportion, the bonus part rounded up.
        expect(round.stake).toBe(won ? 300n : 0n);
        if (won) {
          const bonusShare = (500n * round.bonusStake + round.stake - 1n) / round.stake;
          cash += 500n - bonusShare - (round.stake - round.bonusStake);
          bonus += bonusShare - round.bonusStake;
        }
      }
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash, bonus, hold: 0n });
      await expectBooksReconciled(ctx.db);
    });

    async function depositedWithBonus(bonus: bigint) {
      const player = await cashierReadyPlayer(ctx.app);
      const invoice = await openInvoice(ctx.app, player, '50.00');
      const paid = await sendWebhook(ctx.app, webhookBody(invoice, `race-pay-${player.playerId}`));
      expect(paid.statusCode, paid.body).toBe(200);
      await giveBonus(player.playerId, await insertTestCampaign(ctx.db, { amountEurCents: bonus }));
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 5000n, bonus, hold: 0n });
      return player;
    }

    it('24 withdrawal requests at once while a bonus is wagered: two fit, the bonus is forfeited once', async () => {
      const player = await depositedWithBonus(2000n);
      const answers = await sendAll(
        ctx,
        Array.from({ length: concurrency }, (_, index) =>
          playerRequest(player, 'POST', '/player/withdraw', {
            method: 'BTC',
            amount: '20.00',
            ...(index % 2 ? { forfeitBonus: true } : {}),
          }),
        ),
      );
      const codes = countCodes(answers);
      expect(ctx.peakActive).toBeGreaterThan(1);
      // EUR 50.00 holds two of EUR 20.00; a request unconfirmed before the forfeit is refused for it.
      expect(codes.ok).toBe(2);
      expect(
        Object.keys(codes).every((code) =>
          ['ok', 'insufficient_funds', 'bonus_forfeit_unconfirmed'].includes(code),
        ),
      ).toBe(true);
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 1000n, bonus: 0n, hold: 4000n });
      const [grant] = await grantsOf(player.playerId);
      expect(grant).toMatchObject({ status: 'forfeited', forfeitedMinor: 2000n, convertedMinor: 0n });
      expect(await paidUnder(ctx.db, `bonus-end:${grant!.id}`)).toEqual({ sum: 2000n, entries: 1 });
      expect(await paidUnder(ctx.db, 'withdrawal:')).toMatchObject({ entries: 2 });
      await expectBooksReconciled(ctx.db);
    });

    it('withdrawal requests racing bets on the bonus: every cent is either staked, held, forfeited or left', async () => {
      const player = await depositedWithBonus(2000n);
      const session: GameSessionInfo = await openGameSession(ctx.app, provider, player, slotId);
      const requests: PlannedRequest[] = [];
      for (let index = 0; index < concurrency; index += 1)
        requests.push(
          index % 3 === 0
            ? playerRequest(player, 'POST', '/player/withdraw', {
                method: 'BTC',
                amount: '20.00',
                forfeitBonus: true,
              })
            : walletRequest('bet', betBody(session, '100')),
        );
      // Sixteen bets of EUR 1.00 leave at least EUR 34 of the EUR 50 cash, whatever the order: the first
      // withdrawal the server takes always fits, and the others race the bets for the rest.
      const answers = await sendAll(ctx, requests);
      expect(ctx.peakActive).toBeGreaterThan(1);
      const withdrawn = answers.filter((answer, index) => index % 3 === 0 && answer.status === 200).length;
      const betCodes = countCodes(answers.filter((_, index) => index % 3 !== 0));
      expect(Object.keys(betCodes).every((code) => ['ok', 'insufficient_funds'].includes(code))).toBe(true);
      expect(withdrawn).toBeGreaterThanOrEqual(1);

      const [staked] = await ctx.db
        .select({
          cash: sql<string>`coalesce(sum(${gameRounds.stake} - ${gameRounds.bonusStake}), 0)::text`,
          bonus: sql<string>`coalesce(sum(${gameRounds.bonusStake}), 0)::text`,
          rounds: sql<number>`count(*)::int`,
        })
        .from(gameRounds)
        .where(eq(gameRounds.playerId, player.playerId));
      expect(staked!.rounds).toBe(betCodes.ok ?? 0);
      const [grant] = await grantsOf(player.playerId);
      expect(grant?.status).toBe('forfeited');
      // Bonus money was staked only before the forfeit; what was left of it went back to the house once.
      expect(grant!.forfeitedMinor).toBe(2000n - BigInt(staked!.bonus));
      expect(await paidUnder(ctx.db, `bonus-end:${grant!.id}`)).toMatchObject({ entries: 1 });
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({
        cash: 5000n - 2000n * BigInt(withdrawn) - BigInt(staked!.cash),
        bonus: 0n,
        hold: 2000n * BigInt(withdrawn),
      });
      await expectBooksReconciled(ctx.db);
    });

    it('four payments each delivered six times at once: each credited once, the deposit bonus granted once', async () => {
      const campaign = await insertTestCampaign(ctx.db, {
        kind: 'deposit_match',
        activation: 'deposit',
        amountEurCents: null,
        matchPercent: 100,
        maxBonusEurCents: 20000n,
        minDepositEurCents: 2000n,
      });
      const player = await cashierReadyPlayer(ctx.app);
      const matched = await call(ctx.app, 'POST', '/player/deposit', {
        player: player.token,
        body: { currency: 'BTC', amount: '50.00', bonusCampaign: campaign.slug },
      });
      expect(matched.statusCode, matched.body).toBe(200);
      const invoices = [
        matched.json().data,
        await openInvoice(ctx.app, player, '10.00'),
        await openInvoice(ctx.app, player, '20.00'),
        await openInvoice(ctx.app, player, '30.00'),
      ];
      const secret = ctx.app.config.cashier.sandboxWebhookSecret;
      const deliveries = invoices.map((invoice, index): PlannedRequest => {
        const body = webhookBody(invoice, `race-payment-${player.playerId}-${index}`);
        return {
          path: '/payments/webhook/sandbox',
          body,
          headers: { [sandboxSignatureHeader]: signSandboxBody(body, secret) },
        };
      });
      const answers = await sendAll(
        ctx,
        Array.from({ length: concurrency }, (_, index) => deliveries[index % deliveries.length]!),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await moneyOf(ctx.db, player.playerId)).toEqual({ cash: 11_000n, bonus: 5000n, hold: 0n });
      expect(await paidUnder(ctx.db, `deposit:sandbox:race-payment-${player.playerId}-`)).toEqual({
        sum: 11_000n,
        entries: 4,
      });
      const grants = await grantsOf(player.playerId);
      expect(grants).toHaveLength(1);
      expect(grants[0]).toMatchObject({ status: 'active', bonusMinor: 5000n, depositMinor: 5000n });
      await expectBooksReconciled(ctx.db);
    });
  },
);
