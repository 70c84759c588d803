import type { ActivityStatement, StatementCurrency, StatementProduct } from '@casino/contract';
import { statementProducts } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/transaction';
import { players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sumStatementMovements, type StatementMovement } from './statement-db';

/** The years a player may ask for: from the year they registered to the current one (UTC). */
export function statementYears(registeredAt: Date, now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= registeredAt.getUTCFullYear(); year -= 1) years.push(year);
  return years;
}

/**
 * The annual activity statement of the session's player: deposits, withdrawals and the net result of
 * casino and sportsbook play in one calendar year (UTC), per currency the player moved money in. The
 * account currency always has its line, zeros included, so an empty year still says so.
 */
export async function getActivityStatement(
  db: DbExecutor,
  input: { playerId: string; year: number; now: Date },
): Promise<ActivityStatement> {
  const [player] = await db
    .select({ currency: players.currency, createdAt: players.createdAt })
    .from(players)
    .where(eq(players.id, input.playerId))
    .limit(1);
  if (!player) throw new AppError('player_session_required');
  const years = statementYears(player.createdAt, input.now);
  if (!years.includes(input.year)) throw new AppError('statement_year_unavailable');

  const from = new Date(Date.UTC(input.year, 0, 1));
  const to = new Date(Date.UTC(input.year + 1, 0, 1));
  const movements = await sumStatementMovements(db, { playerId: input.playerId, from, to });
  const currencyCodes = [...new Set([player.currency, ...movements.map((movement) => movement.currency)])];
  return {
    year: input.year,
    years,
    from: from.toISOString(),
    to: to.toISOString(),
    isComplete: input.now >= to,
    currencies: currencyCodes.map((currency) =>
      currencyLine(
        currency,
        movements.filter((movement) => movement.currency === currency),
      ),
    ),
  };
}

function currencyLine(currency: string, movements: StatementMovement[]): StatementCurrency {
  const of = (line: StatementMovement['line']) => movements.find((movement) => movement.line === line);
  const products = statementProducts.map((product: StatementProduct) => {
    const movement = of(product);
    const staked = movement?.staked ?? 0n;
    const net = movement?.total ?? 0n;
    // What came back is the net result plus the stakes: wins and adjustments of the product.
    return { product, staked: staked.toString(), won: (net + staked).toString(), net: net.toString() };
  });
  const net = products.reduce((sum, line) => sum + BigInt(line.net), 0n);
  return {
    currency,
    deposits: (of('deposit')?.total ?? 0n).toString(),
    // Paid out of the hold: the postings are negative, the statement states the amount.
    withdrawals: (-(of('withdrawal')?.total ?? 0n)).toString(),
    products,
    net: net.toString(),
  };
}
