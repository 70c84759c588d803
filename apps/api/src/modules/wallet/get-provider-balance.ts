import type { providerBalanceBodySchema, providerBalanceDataSchema } from '@casino/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isUuid, type WalletCall } from './wallet-db';

export type ProviderBalanceBody = z.infer<typeof providerBalanceBodySchema>;
type ProviderBalanceData = z.infer<typeof providerBalanceDataSchema>;

/**
 * The player's playable balance (cash and bonus money) in the account currency. Answered without a
 * live session (the provider may ask after the player left), but only for players this provider
 * opened a session for, so a provider cannot read the balance of someone who never played its games.
 * One statement: the player, whether the provider knows them, and the two balances.
 */
export async function getProviderBalance(
  call: WalletCall,
  body: ProviderBalanceBody,
): Promise<ProviderBalanceData> {
  if (!isUuid(body.playerId)) throw new AppError('player_not_found');
  const [player] = rowsOf<{ currency: string; known: boolean; balance: string }>(
    await call.db.execute(sql`
      SELECT p.currency,
        EXISTS (SELECT 1 FROM provider_players pp
                WHERE pp.player_id = p.id AND pp.provider_id = ${call.provider.id}) AS known,
        (SELECT coalesce(sum(a.balance), 0) FROM ledger_accounts a
          WHERE a.owner_kind = 'player' AND a.owner_id = p.id AND a.currency = p.currency
            AND a.kind IN ('player_cash', 'player_bonus'))::text AS balance
      FROM players p WHERE p.id = ${body.playerId}`),
  );
  if (!player?.known) throw new AppError('player_not_found');
  if (body.currency !== player.currency) throw new AppError('currency_mismatch');
  return { balance: player.balance, currency: player.currency };
}
