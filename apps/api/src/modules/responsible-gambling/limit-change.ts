import { AppError } from '../../lib/app-error';

/** A loosening (a raise or a removal) may be confirmed this long after it was asked for. */
export const limitCoolingOffMs = 24 * 60 * 60 * 1000;

/** The limit columns every limit table has (deposit_limits, play_limits). */
export interface LimitColumns {
  amountMinor?: number | null;
  pendingAmountMinor: number | null;
  pendingRequestedAt: Date | null;
  updatedAt: Date;
}

/**
 * The rule of every limit, deposit or play: a tighter (or first) limit protects the player, so it
 * applies at once; a looser one, or removing a limit, could be a decision made in the heat of play,
 * so it waits 24 hours and then for the player to confirm it. Applying anything now also drops a
 * loosening that was waiting: the newest wish wins.
 */
export function planLimitChange(
  currentMinor: number | null,
  requestedMinor: number | null,
  now: Date,
): { outcome: 'applied' | 'pending'; values: LimitColumns } {
  const isLoosening = currentMinor !== null && (requestedMinor === null || requestedMinor > currentMinor);
  return isLoosening
    ? {
        outcome: 'pending',
        values: { pendingAmountMinor: requestedMinor, pendingRequestedAt: now, updatedAt: now },
      }
    : {
        outcome: 'applied',
        values: {
          amountMinor: requestedMinor,
          pendingAmountMinor: null,
          pendingRequestedAt: null,
          updatedAt: now,
        },
      };
}

/** When a pending loosening asked for at `requestedAt` may be confirmed. */
export function confirmableFromOf(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + limitCoolingOffMs);
}

/**
 * The values that apply a pending loosening, once its 24 hours have passed; never before (nor when
 * nothing is pending).
 */
export function confirmLimitChange(
  row: { pendingAmountMinor: number | null; pendingRequestedAt: Date | null } | undefined,
  now: Date,
): LimitColumns {
  if (!row?.pendingRequestedAt) throw new AppError('no_pending_limit');
  const confirmableFrom = confirmableFromOf(row.pendingRequestedAt);
  if (now < confirmableFrom)
    throw new AppError('limit_not_yet_confirmable', undefined, {
      confirmableFrom: confirmableFrom.toISOString(),
    });
  return {
    amountMinor: row.pendingAmountMinor,
    pendingAmountMinor: null,
    pendingRequestedAt: null,
    updatedAt: now,
  };
}
