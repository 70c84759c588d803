import type { BalanceData } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { getBalances } from '../ledger/get-balances';
import { currencyInfo } from '../../lib/player-currency';
import { formatUnits } from '@casino/rules/money';

/** The header's balance, in the account currency; withdrawable is cash only (bonus money is not). */
export async function getBalance(db: Database, playerId: string): Promise<BalanceData> {
  const [player] = await db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new AppError('session_expired');
  const line = (await getBalances(db, playerId)).find((entry) => entry.currency === player.currency);
  const cash = line?.cash ?? 0n;
  const bonus = line?.bonus ?? 0n;
  const hold = line?.withdrawalHold ?? 0n;
  const { minorUnits } = currencyInfo(player.currency);
  return {
    currency: player.currency,
    cash: formatUnits(cash, minorUnits),
    bonus: formatUnits(bonus, minorUnits),
    withdrawable: formatUnits(cash, minorUnits),
    withdrawalHold: formatUnits(hold, minorUnits),
    minor: {
      cash: cash.toString(),
      bonus: bonus.toString(),
      withdrawable: cash.toString(),
      withdrawalHold: hold.toString(),
    },
  };
}
