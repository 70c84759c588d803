import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  fundPlayer,
  games,
  ledgerAccounts,
  loginAsNewPlayer,
  playerHeaders,
  reconcile,
  syncCatalogue,
} from '@casino/api/testing';
import { useEmbeddedSportsbook } from './test/embedded-sportsbook';

/**
 * The sportsbook end to end, in one process as the server runs it: listed in the catalogue by the
 * platform's sync, opened by the platform's game launch, its bets debited and its wins credited through
 * the signed wallet protocol over HTTP. The match is played on the sportsbook's own clock.
 */
const secret = 'e2e-sportsbook-provider-secret-0123456789';
let t = Date.now();
const { ctx, port, mounted } = await useEmbeddedSportsbook({
  secret,
  sportsbookEnv: { SPORTSBOOK_MATCH_MS: '60000', SPORTSBOOK_LIVE_DELAY_MS: '0' },
  now: () => new Date(t),
});
const runtime = () => mounted.runtime!;

async function cashOf(playerId: string): Promise<bigint> {
  const [row] = await ctx.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, playerId),
        eq(ledgerAccounts.kind, 'player_cash'),
        eq(ledgerAccounts.currency, 'EUR'),
      ),
    );
  return row?.balance ?? 0n;
}

beforeAll(async () => {
  await ctx.app.listen({ port, host: '127.0.0.1' });
  const synced = await syncCatalogue(ctx.db, ctx.app.config.games.providers, {
    now: () => new Date(),
    log: ctx.app.log,
  });
  // The studio is not mounted here: only the sportsbook's sync is looked at.
  expect(synced[1], JSON.stringify(synced)).toMatchObject({ ok: true });
});

type Answer<T> = { info: { resultCode: string }; data: T };

describe('the sportsbook through the platform', () => {
  it('launches, takes a bet debited from the balance, settles it and credits the win', async () => {
    const [entry] = await ctx.db.select().from(games).where(eq(games.slug, 'sportsbook'));
    expect(entry).toMatchObject({ category: 'sportsbook' });
    const lobby = await ctx.app.inject({ method: 'GET', url: '/api/v1/games?category=all&limit=100' });
    expect(lobby.body).not.toContain('"category":"sportsbook"');

    const player = await loginAsNewPlayer(ctx.app);
    await fundPlayer(ctx.db, player.playerId, 5_000n);
    const launch = await ctx.app.inject({
      url: `/api/v1/player/game/${entry!.id}`,
      headers: playerHeaders(player),
    });
    expect(launch.statusCode, launch.body).toBe(200);
    const url = new URL(launch.json<Answer<{ url: string }>>().data.url, `http://127.0.0.1:${port}`);
    const headers = { 'x-sportsbook-session': url.searchParams.get('launch')! };
    const call = async <T>(method: 'GET' | 'POST', path: string, payload?: object) => {
      const response = await ctx.app.inject({ method, url: `/sportsbook-api/api${path}`, headers, payload });
      return response.json<Answer<T>>();
    };
    expect((await call<{ balance: string }>('GET', '/session')).data.balance).toBe('5000');

    type Market = { type: string; version: number; outcomes: { id: string; odds: number }[] };
    const { events } = (
      await call<{ events: { id: string; mainMarket: Market }[] }>('GET', '/events?sport=football')
    ).data;
    const { id: eventId, mainMarket } = events[0]!;
    // A single on each of home, draw and away: exactly one of them wins.
    for (const outcome of mainMarket.outcomes) {
      const placed = await call<{ ticket: { status: string } }>('POST', '/tickets', {
        idempotencyKey: `bet-${outcome.id}-0001`,
        stake: '1000',
        bet: { kind: 'single' },
        selections: [
          {
            eventId,
            marketType: '1x2',
            specifiers: {},
            outcomeId: outcome.id,
            odds: outcome.odds,
            version: mainMarket.version,
          },
        ],
        acceptOddsChange: 'none',
      });
      expect(placed.data?.ticket.status, JSON.stringify(placed.info)).toBe('open');
    }
    expect(await cashOf(player.playerId)).toBe(2_000n);

    while (runtime().deps.state.events.get(eventId)!.status !== 'ended') {
      t += 2_000;
      await runtime().tick();
    }
    type Ticket = { status: string; settledReturn: string | null; legs: { result: string }[] };
    const { tickets } = (await call<{ tickets: Ticket[] }>('GET', '/tickets?status=settled')).data;
    expect(tickets.map((ticket) => ticket.status).sort()).toEqual(['lost', 'lost', 'won']);
    const won = tickets.find((ticket) => ticket.status === 'won')!;
    expect(won.legs[0]!.result).toBe('won');
    expect(await cashOf(player.playerId)).toBe(2_000n + BigInt(won.settledReturn!));
    // The casino's Gaming history shows each ticket as settled, its leg with its result.
    const history = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/player/gameHistory',
      headers: playerHeaders(player),
      payload: {},
    });
    type Round = { sportsbook?: { status: string; legs: { market: string; result: string }[] } };
    const rounds = history.json<Answer<{ rounds: Round[] }>>().data.rounds;
    expect(rounds.map((round) => round.sportsbook?.status).sort()).toEqual(['lost', 'lost', 'won']);
    expect(rounds.map((round) => round.sportsbook?.legs[0]?.result).sort()).toEqual(['lost', 'lost', 'won']);
    expect((await reconcile(ctx.db)).isClean).toBe(true);
  });
});
