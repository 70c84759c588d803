import type { providerBalanceBodySchema, providerBalanceDataSchema } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { players } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { isPlayerKnownToProvider, isUuid, playableBalanceOf, type WalletCall } from './wallet-db';

export type ProviderBalanceBody = z.infer<typeof providerBalanceBodySchema>;
type ProviderBalanceData = z.infer<typeof providerBalanceDataSchema>;

/**
 * The player's playable balance (cash and bonus money) in the account currency. Answered without a live session (the provider may ask
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
  const balance = await playableBalanceOf(call.db, body.playerId, player.currency);
  return { balance: balance.toString(), currency: player.currency };
}
