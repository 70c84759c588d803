import type { providerBalanceBodySchema, providerBalanceDataSchema } from '@casino/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ledgerAccounts, players } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { isPlayerKnownToProvider, isUuid, type WalletCall } from './wallet-db';

export type ProviderBalanceBody = z.infer<typeof providerBalanceBodySchema>;
type ProviderBalanceData = z.infer<typeof providerBalanceDataSchema>;

/**
 * The player's cash in the account currency. Answered without a live session (the provider may ask
 * after the player left), but only for players this provider opened a session for, so a provider
 * cannot read the balance of someone who never played its games.
 */
export async function getProviderBalance(
  call: WalletCall,
  body: ProviderBalanceBody,
): Promise<ProviderBalanceData> {
  if (!isUuid(body.playerId)) throw new AppError('player_not_found');
  const [player] = await call.db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, body.playerId));
  if (!player || !(await isPlayerKnownToProvider(call.db, body.playerId, call.provider.id)))
    throw new AppError('player_not_found');
  if (body.currency !== player.currency) throw new AppError('currency_mismatch');
  const [cash] = await call.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerKind, 'player'),
        eq(ledgerAccounts.ownerId, body.playerId),
        eq(ledgerAccounts.currency, player.currency),
        eq(ledgerAccounts.kind, 'player_cash'),
      ),
    );
  return { balance: (cash?.balance ?? 0n).toString(), currency: player.currency };
}
