import { beforeAll, describe, expect, it } from 'vitest';
import { cashbackClaims, gameRounds, loyaltyRewards, vipPeriodRewards, type GameRow } from '../../db/schema';
import { staffCall, staffToken } from '../../test/cashier';
import { insertTestGame } from '../../test/games';
import { useTestApp } from '../../test/helper';
import { loginAsNewPlayer, type TestPlayer } from '../../test/players';

interface Answer<T> {
  info: { resultCode: string };
  data: T;
}
type Rows = { rows: Array<Record<string, string | number | null>>; csv: string };

/**
 * Issue 29, reports: the breakdowns by game, provider, product and currency, and the bonus cost's parts,
 * on a set of rounds and rewards seeded on two days of March 2020 (no other test data falls there).
 */
describe('back office: report breakdowns', () => {
  const ctx = useTestApp();
  let finance = '';
  let slot: GameRow;
  let table: GameRow;
  let sportsbook: GameRow;
  let alice: TestPlayer;
  let bob: TestPlayer;
  let carol: TestPlayer;
  let roundNumber = 0;

  const round = (player: TestPlayer, game: GameRow, currency: string, stake: bigint, win: bigint) => {
    roundNumber += 1;
    return {
      providerId: game.providerId,
      externalRoundId: `report-round-${roundNumber}`,
      playerId: player.playerId,
      gameId: game.id,
      currency,
      stake,
      win,
      balanceBefore: 100_000n,
      balanceAfter: 100_000n - stake + win,
      status: 'closed' as const,
      startedAt: new Date(`2020-03-0${roundNumber % 2 === 0 ? 2 : 1}T10:00:00Z`),
      endedAt: new Date(`2020-03-0${roundNumber % 2 === 0 ? 2 : 1}T10:00:05Z`),
    };
  };

  beforeAll(async () => {
    finance = await staffToken(ctx.app, 'finance_readonly');
    slot = await insertTestGame(ctx.db, { providerCode: 'report-reels', game: { title: 'Gold Reels' } });
    table = await insertTestGame(ctx.db, {
      providerCode: 'report-tables',
      game: { title: 'Report Roulette', category: 'table' },
    });
    sportsbook = await insertTestGame(ctx.db, {
      providerCode: 'report-tables',
      game: { title: 'Report Sportsbook', category: 'sportsbook' },
    });
    alice = await loginAsNewPlayer(ctx.app, { currency: 'EUR' });
    bob = await loginAsNewPlayer(ctx.app, { currency: 'EUR' });
    carol = await loginAsNewPlayer(ctx.app, { currency: 'USD' });
    await ctx.db.insert(gameRounds).values([
      round(alice, slot, 'EUR', 1_000n, 250n),
      round(alice, slot, 'EUR', 500n, 0n),
      round(bob, slot, 'EUR', 2_000n, 3_000n),
      round(bob, table, 'EUR', 4_000n, 1_000n),
      round(alice, sportsbook, 'EUR', 1_500n, 0n),
      round(carol, slot, 'USD', 700n, 100n),
      // An open round and one outside the range count nowhere.
      { ...round(bob, slot, 'EUR', 9_999n, 0n), status: 'open' as const, endedAt: null },
      { ...round(bob, slot, 'EUR', 8_888n, 0n), startedAt: new Date('2020-03-03T00:00:00Z') },
    ]);
    await seedBonusCost();
  });

  async function seedBonusCost() {
    const at = new Date('2020-03-01T12:00:00Z');
    await ctx.db.insert(loyaltyRewards).values({
      playerId: alice.playerId,
      level: 5,
      kind: 'cash',
      amountMinor: 300n,
      currency: 'EUR',
      status: 'paid',
      createdAt: at,
      settledAt: at,
    });
    await ctx.db.insert(cashbackClaims).values({
      playerId: bob.playerId,
      day: '2020-03-01',
      amountMinor: 120n,
      currency: 'EUR',
      ledgerEntryId: crypto.randomUUID(),
      createdAt: new Date('2020-03-02T08:00:00Z'),
    });
    await ctx.db
      .insert(vipPeriodRewards)
      .values([
        vipReward('weekly_cashback', 80n, '2020-02-24'),
        vipReward('monthly_cash', 1_000n, '2020-02-01'),
      ]);
  }

  function vipReward(kind: 'weekly_cashback' | 'monthly_cash', amountMinor: bigint, periodStart: string) {
    const at = new Date('2020-03-02T00:30:00Z');
    const period = kind === 'weekly_cashback' ? ('weekly' as const) : ('monthly' as const);
    return {
      playerId: bob.playerId,
      period,
      kind,
      periodStart,
      tier: 'gold' as const,
      level: 30,
      amountMinor,
      currency: 'EUR',
      status: 'paid' as const,
      createdAt: at,
      settledAt: at,
    };
  }

  const report = async (path: string, token = finance) => {
    const response = await staffCall(ctx.app, token, 'GET', path);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Answer<Rows>>().data;
  };

  it('breaks the GGR down by game, biggest first, with its CSV', async () => {
    const { rows, csv } = await report('/reports/gaming?from=2020-03-01&to=2020-03-02&by=game');
    expect(rows).toEqual([
      row(table.slug, 'Report Roulette', 'EUR', 1, 1, '4000', '1000', '3000'),
      row(sportsbook.slug, 'Report Sportsbook', 'EUR', 1, 1, '1500', '0', '1500'),
      row(slot.slug, 'Gold Reels', 'USD', 1, 1, '700', '100', '600'),
      row(slot.slug, 'Gold Reels', 'EUR', 3, 2, '3500', '3250', '250'),
    ]);
    expect(csv.split('\r\n')[0]).toBe('game,name,currency,rounds,players,stakes_minor,wins_minor,ggr_minor');
    expect(csv.split('\r\n')[1]).toBe(`${table.slug},Report Roulette,EUR,1,1,4000,1000,3000`);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('breaks it down by provider and by product (casino against sportsbook)', async () => {
    const byProvider = await report('/reports/gaming?from=2020-03-01&to=2020-03-02&by=provider');
    expect(byProvider.rows).toEqual([
      row('report-tables', 'report-tables', 'EUR', 2, 2, '5500', '1000', '4500'),
      row('report-reels', 'report-reels', 'USD', 1, 1, '700', '100', '600'),
      row('report-reels', 'report-reels', 'EUR', 3, 2, '3500', '3250', '250'),
    ]);
    const byProduct = await report('/reports/gaming?from=2020-03-01&to=2020-03-02&by=product');
    expect(byProduct.rows).toEqual([
      row('casino', 'casino', 'EUR', 4, 2, '7500', '4250', '3250'),
      row('sportsbook', 'sportsbook', 'EUR', 1, 1, '1500', '0', '1500'),
      row('casino', 'casino', 'USD', 1, 1, '700', '100', '600'),
    ]);
    // One day only: the rounds of 1 March (odd-numbered ones); Bob's big win makes the casino's GGR negative.
    const firstDay = await report('/reports/gaming?from=2020-03-01&to=2020-03-01&by=product');
    expect(firstDay.rows.map((r) => [r.key, r.currency, r.ggrMinor])).toEqual([
      ['sportsbook', 'EUR', '1500'],
      ['casino', 'EUR', '-250'],
    ]);
  });

  it('totals by currency with the bonus cost in its parts: loyalty, cashback, VIP rewards', async () => {
    const { rows, csv } = await report('/reports/currencies?from=2020-03-01&to=2020-03-02');
    expect(rows).toEqual([
      {
        currency: 'EUR',
        depositsMinor: '0',
        withdrawalsMinor: '0',
        ggrMinor: '4750',
        bonusConvertedMinor: '0',
        loyaltyRewardsMinor: '300',
        cashbackMinor: '200',
        vipRewardsMinor: '1000',
        bonusCostMinor: '1500',
        ngrMinor: '3250',
      },
      {
        currency: 'USD',
        depositsMinor: '0',
        withdrawalsMinor: '0',
        ggrMinor: '600',
        bonusConvertedMinor: '0',
        loyaltyRewardsMinor: '0',
        cashbackMinor: '0',
        vipRewardsMinor: '0',
        bonusCostMinor: '0',
        ngrMinor: '600',
      },
    ]);
    expect(csv).toBe(
      'currency,deposits_minor,withdrawals_minor,ggr_minor,bonus_converted_minor,loyalty_rewards_minor,' +
        'cashback_minor,vip_rewards_minor,bonus_cost_minor,ngr_minor\r\n' +
        'EUR,0,0,4750,0,300,200,1000,1500,3250\r\nUSD,0,0,600,0,0,0,0,0,600\r\n',
    );
  });

  it('counts loyalty rewards and cashback in the daily bonus cost and NGR', async () => {
    const { rows } = await report('/reports/daily?from=2020-03-01&to=2020-03-02');
    expect(
      rows.map((r) => [r.day, r.currency, r.ggrMinor, r.bonusCostMinor, r.ngrMinor, r.activePlayers]),
    ).toEqual([
      ['2020-03-01', 'EUR', '1250', '300', '950', 2],
      ['2020-03-02', 'EUR', '3500', '1200', '2300', 2],
      ['2020-03-02', 'USD', '600', '0', '600', 1],
    ]);
  });

  it('answers the affiliate results in minor units, and refuses a role without reports.read', async () => {
    const { rows, csv } = await report('/reports/affiliates?from=2020-03-01&to=2020-03-02');
    expect(rows).toEqual([]);
    expect(csv).toBe(
      'affiliate,programme,currency,registrations,first_deposits,first_deposits_minor,bets_minor,wins_minor,net_revenue_minor\r\n',
    );
    const support = await staffToken(ctx.app, 'support');
    const refused = await staffCall(
      ctx.app,
      support,
      'GET',
      '/reports/gaming?from=2020-03-01&to=2020-03-02&by=game',
    );
    expect(refused.json<Answer<null>>().info.resultCode).toBe('forbidden');
  });
});

function row(
  key: string,
  label: string,
  currency: string,
  rounds: number,
  players: number,
  stakesMinor: string,
  winsMinor: string,
  ggrMinor: string,
) {
  return { key, label, currency, rounds, players, stakesMinor, winsMinor, ggrMinor };
}
