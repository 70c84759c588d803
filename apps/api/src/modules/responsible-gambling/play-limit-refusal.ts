import type { ResultCode } from '@casino/contract';
import { sql } from 'drizzle-orm';
import { rowsOf, type DbExecutor } from '../../db/transaction';
import { AppError } from '../../lib/app-error';

type Refusal = { error: ResultCode; data: Record<string, string> } | null;

/**
 * The TypeScript wallet path's check of the loss, wager and session-time limits: the very function
 * the stored bet calls (wallet/sql/08_play_limits.sql), inside the bet's transaction under the
 * player's lock, so both paths refuse the same bet with the same code and move nothing.
 */
export async function refuseAbovePlayLimits(
  tx: DbExecutor,
  input: {
    playerId: string;
    currency: string;
    amount: bigint;
    session: { playerSessionId: string };
    now: Date;
  },
): Promise<void> {
  const [row] = rowsOf<{ refusal: Refusal }>(
    await tx.execute(
      sql`SELECT wallet_play_limit_refusal(${input.playerId}::uuid, ${input.currency},
        ${input.amount.toString()}::bigint, ${input.session.playerSessionId}::uuid,
        ${input.now.toISOString()}::timestamptz) AS refusal`,
    ),
  );
  const refusal = row?.refusal ?? null;
  if (refusal) throw new AppError(refusal.error, undefined, refusal.data);
}
