import { activityStatementSchema, envelopeSchema } from '@casino/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsNewPlayer, playerHeaders, type TestPlayer } from '../../test/players';
import { useWalletPlay } from '../../test/wallet-play';
import { ensureHouseAccount } from '../ledger/ensure-house-account';
import { ensurePlayerAccounts } from '../ledger/ensure-player-accounts';
import { postEntry } from '../ledger/post-entry';
import {
  betBody,
  openGameSession,
  rollbackBody,
  walletCall,
  winBody,
  type GameSessionInfo,
} from '../wallet/wallet-test-kit';
import { moveHold } from '../withdrawals/move-hold';
import { readPdfText } from '../../test/pdf-text';

/*
 * The annual activity statement, from the ledger: a year's deposits, paid withdrawals and the net
 * result of casino and sportsbook play, nothing of another year or another player; and its PDF.
 */
const hour = 3_600_000;
const play = useWalletPlay({ longSessions: true, start: new Date('2025-12-31T20:00:00Z') });
const { provider, clock, ctx } = play;

/** A deposit as the cashier books it: the processor's clearing account pays the player's cash. */
async function deposit(playerId: string, amount: bigint) {
  const accounts = await ensurePlayerAccounts(ctx.db, playerId, 'EUR');
  const clearing = await ensureHouseAccount(ctx.db, 'house_processor_clearing', 'EUR');
  await postEntry(ctx.db, {
    idempotencyKey: `deposit:test:${crypto.randomUUID()}`,
    kind: 'deposit',
    postings: [
      { accountId: accounts.cash, amount, currency: 'EUR' },
      { accountId: clearing, amount: -amount, currency: 'EUR' },
    ],
    createdAt: clock.now(),
  });
}

/** A withdrawal held, then paid out or released (cancelled), through the withdrawals module's moves. */
async function withdraw(playerId: string, amountMinor: bigint, outcome: 'payout' | 'release') {
  const withdrawal = { id: crypto.randomUUID(), playerId, currency: 'EUR', amountMinor };
  await ctx.db.transaction(async (tx) => {
    await moveHold(tx, withdrawal, 'hold', clock.now(), 'withdrawal requested');
    await moveHold(tx, withdrawal, outcome, clock.now(), `withdrawal ${outcome}`);
  });
}

async function round(
  session: GameSessionInfo,
  stake: string,
  win: string,
  extra: Record<string, unknown> = {},
) {
  const bet = betBody(session, stake, extra);
  expect((await walletCall(ctx.app, 'bet', bet)).statusCode).toBe(200);
  expect((await walletCall(ctx.app, 'win', winBody(session, bet.roundId, win))).statusCode).toBe(200);
  return bet;
}

const ticket = {
  sportsbook: {
    kind: 'single',
    odds: '2.5',
    marginBasisPoints: 700,
    legs: [{ event: 'H v A', market: '1x2', selection: 'home', odds: '2.5' }],
  },
};

async function statementOf(player: TestPlayer, year: number | string, language = 'en') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/v1/player/statement/${year}`,
    headers: playerHeaders(player, { 'x-language': language }),
  });
}

describe('the annual activity statement', () => {
  let player: TestPlayer;
  let other: TestPlayer;

  beforeAll(async () => {
    player = await loginAsNewPlayer(ctx.app);
    other = await loginAsNewPlayer(ctx.app);
    // The last hours of 2025: a deposit and a lost round that the 2026 statement leaves out.
    await deposit(player.playerId, 5_000n);
    let session = await openGameSession(ctx.app, provider, player, play.gameId);
    await round(session, '700', '0');
    clock.advance(6 * hour);

    // 2026: two deposits, casino rounds, a sportsbook ticket, a refunded bet, two withdrawals.
    await deposit(player.playerId, 10_000n);
    await deposit(player.playerId, 2_550n);
    await deposit(other.playerId, 99_900n);
    session = await openGameSession(ctx.app, provider, player, play.gameId);
    await round(session, '1000', '2500');
    await round(session, '500', '0');
    await round(session, '2000', '5000', ticket);
    const refunded = betBody(session, '300');
    expect((await walletCall(ctx.app, 'bet', refunded)).statusCode).toBe(200);
    const rollback = rollbackBody(session, refunded.transactionId, refunded.roundId);
    expect((await walletCall(ctx.app, 'rollback', rollback)).statusCode).toBe(200);
    await withdraw(player.playerId, 4_000n, 'payout');
    await withdraw(player.playerId, 1_000n, 'release');
  });

  it('sums the year from the ledger: deposits, paid withdrawals, net result by product', async () => {
    const response = await statementOf(player, 2026);
    expect(response.statusCode, response.body).toBe(200);
    const statement = envelopeSchema(activityStatementSchema).parse(response.json()).data;
    expect(statement).toMatchObject({
      year: 2026,
      years: [2026, 2025],
      from: '2026-01-01T00:00:00.000Z',
      to: '2027-01-01T00:00:00.000Z',
      isComplete: false,
    });
    expect(statement.currencies).toEqual([
      {
        currency: 'EUR',
        deposits: '12550',
        withdrawals: '4000',
        products: [
          // 1,000 + 500 staked (the refunded 300 is no stake), 2,500 won: 1,000 ahead.
          { product: 'casino', staked: '1500', won: '2500', net: '1000' },
          { product: 'sportsbook', staked: '2000', won: '5000', net: '3000' },
        ],
        net: '4000',
      },
    ]);
  });

  it('keeps each year to itself and answers an empty year with zeros', async () => {
    const earlier = envelopeSchema(activityStatementSchema).parse(
      (await statementOf(player, 2025)).json(),
    ).data;
    expect(earlier.isComplete).toBe(true);
    expect(earlier.currencies[0]).toMatchObject({ deposits: '5000', withdrawals: '0', net: '-700' });
    expect(earlier.currencies[0]?.products[1]).toEqual({
      product: 'sportsbook',
      staked: '0',
      won: '0',
      net: '0',
    });
  });

  it('refuses a year before registration, a year to come, and a visitor', async () => {
    expect((await statementOf(player, 2024)).json().info.resultCode).toBe('statement_year_unavailable');
    expect((await statementOf(player, 2027)).statusCode).toBe(404);
    expect((await statementOf(player, 'last')).statusCode).toBe(400);
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/v1/player/statement/2026' });
    expect(visitor.statusCode).toBeGreaterThanOrEqual(400);
    expect(visitor.statusCode).toBeLessThan(500);
  });

  it('downloads as a PDF in the language asked, money in its notation', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/player/statement/2026/pdf',
      headers: playerHeaders(player, { 'x-language': 'de' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026.pdf"');
    const text = readPdfText(response.rawPayload);
    expect(text).toContain('Jährliche Aktivitätsübersicht 2026');
    expect(text).toContain('Einzahlungen');
    expect(text).toContain('125,50\u00a0€');
    expect(text).toContain('Sportwetten');
    expect(text).toContain('30,00\u00a0€');
    expect(text).toContain('Zeitraum: 01.01.2026 bis 31.12.2026 (UTC)');
    expect(text).toContain(player.username);
  });

  it('shows each player only their own year', async () => {
    const response = await statementOf(other, 2026);
    const statement = envelopeSchema(activityStatementSchema).parse(response.json()).data;
    expect(statement.currencies).toEqual([
      {
        currency: 'EUR',
        deposits: '99900',
        withdrawals: '0',
        products: [
          { product: 'casino', staked: '0', won: '0', net: '0' },
          { product: 'sportsbook', staked: '0', won: '0', net: '0' },
        ],
        net: '0',
      },
    ]);
  });
});
