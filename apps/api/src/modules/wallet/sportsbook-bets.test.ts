import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bonusCampaigns,
  bonusGrants,
  ledgerAccounts,
  playerLoyalty,
  players,
  wagerFacts,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { grantBonus } from '../bonuses/grants';
import { playerBonusView } from '../bonuses/views';
import { apiHeaders } from '../../test/helper';
import { loginAsNewPlayer, playerHeaders } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import { reconcile } from '../ledger/reconcile';
import { runLoyaltyPipeline } from '../loyalty/loyalty-pipeline';
import { seededRandom } from '../loyalty/loyalty-test-kit';
import {
  betBody,
  describeBothWalletPaths,
  nextId,
  walletCall,
  winBody,
  type GameSessionInfo,
} from './wallet-test-kit';

/*
 * Sportsbook tickets on the platform (issue 27.8): the bet call's `sportsbook` facts make the bet a
 * sportsbook wager (20 % CP from combined odds 1.2, counted when the ticket settles: its first win
 * call, 0 for a lost ticket), the wallet's refusals hold, and the books reconcile through bets,
 * settlements, corrections (adjust) and cash-outs (wins).
 */
const play = useWalletPlay({
  start: new Date('2026-03-10T10:00:00Z'),
  game: { game: { category: 'slots', rtp: '96.00' } },
});
const { clock, ctx } = play;

async function seated(cash: bigint) {
  return (await play.playerAtGame(cash)).session;
}

function ticketBet(session: GameSessionInfo, amount: string, odds: string, legs: string[]) {
  return betBody(session, amount, {
    sportsbook: {
      kind: legs.length > 1 ? 'accumulator' : 'single',
      odds,
      marginBasisPoints: 700,
      legs: legs.map((legOdds, i) => ({
        event: `H${i} v A${i}`,
        market: '1x2',
        selection: 'home',
        odds: legOdds,
      })),
    },
  });
}

async function call(path: string, body: object) {
  const response = await walletCall(ctx.app, path, body);
  return { status: response.statusCode, answer: response.json<{ info: { resultCode: string } }>() };
}

const microCpOf = async (playerId: string) =>
  (await ctx.db.select().from(playerLoyalty).where(eq(playerLoyalty.playerId, playerId)))[0]?.microCp ?? 0n;

describeBothWalletPaths('sportsbook tickets', () => {
  it('a settled accumulator at combined odds 1.15 earns no CP and one at 2.5 earns 20 %', async () => {
    const low = await seated(100_000n);
    const lowBet = ticketBet(low, '12500', '1.15', ['1.05', '1.1']);
    expect((await call('bet', lowBet)).status).toBe(200);
    const high = await seated(100_000n);
    const highBet = ticketBet(high, '12500', '2.5', ['1.25', '2']);
    expect((await call('bet', highBet)).status).toBe(200);
    // Open tickets count nothing yet.
    await runLoyaltyPipeline(ctx.db, clock.now());
    expect(await microCpOf(high.playerId)).toBe(0n);
    // The low one wins, the high one loses: a win of 0 that keeps the round open settles it.
    const won = winBody(low, lowBet.roundId, '14375', { roundClosed: false });
    expect((await call('win', won)).status).toBe(200);
    expect((await call('win', winBody(high, highBet.roundId, '0', { roundClosed: false }))).status).toBe(200);
    await runLoyaltyPipeline(ctx.db, clock.now());
    expect(await microCpOf(low.playerId)).toBe(0n);
    // 12,500 cents at 20 % of 1 CP per EUR 25: exactly 1 CP.
    expect(await microCpOf(high.playerId)).toBe(1_000_000n);
    const facts = await ctx.db.select().from(wagerFacts).where(eq(wagerFacts.playerId, high.playerId));
    expect(facts.find((fact) => fact.kind === 'settlement')).toMatchObject({
      product: 'sportsbook',
      odds: '2.5',
      houseEdgeBasisPoints: 700,
    });
    const lowWin = await ctx.db
      .select()
      .from(wagerFacts)
      .where(and(eq(wagerFacts.playerId, low.playerId), eq(wagerFacts.kind, 'win')));
    expect(lowWin[0]?.product).toBe('sportsbook');
  });

  it("refuses a self-excluded player's ticket and moves nothing", async () => {
    const session = await seated(10_000n);
    await ctx.db
      .update(players)
      .set({ selfExcludedUntil: new Date(clock.now().getTime() + 86_400_000) })
      .where(eq(players.id, session.playerId));
    const refused = await call('bet', ticketBet(session, '1000', '2', ['2']));
    expect(refused.answer.info.resultCode).toBe('account_self_excluded');
    const [cash] = await ctx.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, session.playerId), eq(ledgerAccounts.kind, 'player_cash')));
    expect(cash!.balance).toBe(10_000n);
  });

  it('the books reconcile after a storm of tickets, settlements, corrections and cash-outs', async () => {
    const random = seededRandom(27);
    const seats = [await seated(50_000n), await seated(50_000n), await seated(50_000n)];
    const expected = new Map(seats.map((s) => [s.playerId, 50_000n]));
    for (let i = 0; i < 24; i += 1) {
      const seat = random.pick(seats);
      const stake = BigInt(random.int(10, 500));
      const ticket = ticketBet(seat, stake.toString(), '3', ['1.5', '2']);
      if ((await call('bet', ticket)).status !== 200) continue;
      let paid = 0n;
      // A settlement (or a cash-out: a win too), sometimes sent twice, then maybe corrected for less.
      const win = BigInt(random.int(0, 3)) * stake;
      const settle = winBody(seat, ticket.roundId, win.toString(), { roundClosed: false });
      for (let n = 0; n < random.int(1, 2); n += 1) expect((await call('win', settle)).status).toBe(200);
      paid += win;
      if (win > 0n && random.next() < 0.5) {
        const back = BigInt(random.int(1, Number(win)));
        const adjust = {
          playerId: seat.playerId,
          transactionId: nextId('adjust'),
          roundId: ticket.roundId,
          externalGameId: seat.externalGameId,
          amount: back.toString(),
          currency: seat.currency,
        };
        const answers = [
          await walletCall(ctx.app, 'adjust', adjust),
          await walletCall(ctx.app, 'adjust', adjust),
        ];
        const taken = BigInt(answers[0]!.json<{ data: { taken: string } }>().data.taken);
        expect(answers[1]!.json<{ data: { taken: string } }>().data.taken).toBe(taken.toString());
        paid -= taken;
      }
      expected.set(seat.playerId, expected.get(seat.playerId)! - stake + paid);
    }
    for (const seat of seats) {
      const [cash] = await ctx.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.ownerId, seat.playerId), eq(ledgerAccounts.kind, 'player_cash')));
      expect(cash!.balance).toBe(expected.get(seat.playerId));
    }
    await runLoyaltyPipeline(ctx.db, clock.now());
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });
});

describe('sportsbook tickets in the Gaming history', () => {
  it('lists a ticket with its kind, combined odds and legs, to its player only', async () => {
    const { player, session } = await play.playerAtGame(10_000n);
    const ticket = ticketBet(session, '500', '2.5', ['1.25', '2']);
    expect((await call('bet', ticket)).status).toBe(200);
    const history = async (who: typeof player) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/player/gameHistory',
          headers: playerHeaders(who),
          payload: {},
        })
      ).json<{ data: { rounds: { roundId: string; sportsbook?: unknown }[] } }>().data.rounds;
    const [round] = await history(player);
    expect(round).toMatchObject({
      roundId: ticket.roundId,
      sportsbook: {
        kind: 'accumulator',
        odds: '2.5',
        legs: [
          { event: 'H0 v A0', market: '1x2', selection: 'home', odds: '1.25' },
          { event: 'H1 v A1', market: '1x2', selection: 'home', odds: '2' },
        ],
      },
    });
    expect(round).not.toHaveProperty('sportsbook.marginBasisPoints');
    expect(await history(await loginAsNewPlayer(ctx.app))).toEqual([]);
  });

  it("shows each leg's result from the latest ticket report; an older or foreign report changes nothing", async () => {
    const { player, session } = await play.playerAtGame(10_000n);
    const ticket = ticketBet(session, '500', '2.5', ['1.25', '2']);
    expect((await call('bet', ticket)).status).toBe(200);
    const report = (version: number, status: string, results: string[], playerId = session.playerId) =>
      call('sportsbook/ticket', {
        playerId,
        roundId: ticket.roundId,
        externalGameId: session.externalGameId,
        version,
        status,
        legs: results.map((result) => ({ result })),
      });
    type Round = { sportsbook: { status: string; legs: { event: string; result: string }[] } };
    const ticketInHistory = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/player/gameHistory',
          headers: playerHeaders(player),
          payload: {},
        })
      ).json<{ data: { rounds: Round[] } }>().data.rounds[0]!.sportsbook;

    // Before any report every leg is open.
    expect((await ticketInHistory()).legs.map((leg) => leg.result)).toEqual(['open', 'open']);
    const won = await report(2, 'won', ['won', 'half_won']);
    expect(won.status).toBe(200);
    expect(won.answer).toMatchObject({ data: { roundId: ticket.roundId, version: 2 } });
    // A resend and a late older report keep what version 2 said.
    expect((await report(2, 'won', ['won', 'half_won'])).status).toBe(200);
    const late = await report(1, 'lost', ['lost', 'open']);
    expect(late.answer).toMatchObject({ data: { version: 2 } });
    expect(await ticketInHistory()).toMatchObject({
      status: 'won',
      legs: [
        { event: 'H0 v A0', result: 'won' },
        { event: 'H1 v A1', result: 'half_won' },
      ],
    });
    // A correction (a higher version) replaces it.
    expect((await report(3, 'lost', ['won', 'lost'])).status).toBe(200);
    expect((await ticketInHistory()).legs.map((leg) => leg.result)).toEqual(['won', 'lost']);

    const other = await loginAsNewPlayer(ctx.app);
    const foreign = await report(4, 'void', ['void', 'void'], other.playerId);
    expect(foreign.answer.info.resultCode).toBe('bet_not_found');
    expect((await report(4, 'void', ['void'])).answer.info.resultCode).toBe('validation_error');
    expect((await ticketInHistory()).status).toBe('lost');
  });
});

describe('sportsbook tickets in bonus wagering', () => {
  it("count at the campaign's sportsbook contribution, only from its minimum odds", async () => {
    const [campaign] = await ctx.db
      .insert(bonusCampaigns)
      .values({
        slug: `sportsbook-bonus-${process.pid}`,
        kind: 'no_deposit',
        activation: 'claim',
        names: { en: 'Sportsbook bonus' },
        amountEurCents: 1000n,
        wageringMultiple: 10,
        contributions: { slots: 100, sportsbook: 50 },
        sportsbookMinOdds: '1.8',
      })
      .returning();
    const session = await seated(0n);
    await inTransaction(ctx.db, (tx) =>
      grantBonus(tx, {
        campaign: campaign!,
        playerId: session.playerId,
        sourceKey: `test:${campaign!.id}`,
        activate: true,
        now: clock.now(),
      }),
    );
    // 100 at odds 1.75 counts nothing; 200 at 1.8 counts half: 100 minor units, 10,000 points.
    expect((await call('bet', ticketBet(session, '100', '1.75', ['1.75']))).status).toBe(200);
    expect((await call('bet', ticketBet(session, '200', '1.8', ['1.8']))).status).toBe(200);
    const [grant] = await ctx.db.select().from(bonusGrants).where(eq(bonusGrants.playerId, session.playerId));
    expect(grant!.points).toBe(10_000n);
    // The bonus pages say so: the campaign's and the grant's sportsbook terms.
    const offer = await ctx.app.inject({
      url: `/api/v1/bonusCampaigns/${campaign!.slug}`,
      headers: apiHeaders(),
    });
    expect(offer.json().data).toMatchObject({ sportsbook: { percent: 50, minOdds: '1.8' } });
    const view = await playerBonusView(ctx.db, session.playerId, grant!.id, 'en');
    expect(view.sportsbook).toEqual({ percent: 50, minOdds: '1.8' });
  });
});
