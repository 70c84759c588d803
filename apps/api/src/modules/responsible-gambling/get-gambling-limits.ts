import { limitPeriods, type DepositLimit, type GamblingLimitsData } from '@casino/contract';
import { wholeEurToMinor } from '@casino/rules';
import { formatUnits } from '@casino/rules/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositLimits, players, realityCheckSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { formatMinor } from './money';
import { currencyInfo } from '../../lib/player-currency';
import { confirmableFromOf } from './limit-change';
import { loadDepositsUsed, loadLimitHistory, loadPlayLimits } from './limit-record';

/**
 * Everything the gambling-limits screen shows: every limit with its use and pending change, the
 * history of changes, exclusion, reality check. With the login session, the session limit's use.
 */
export async function getGamblingLimits(
  db: Database,
  input: { playerId: string; now: Date; maximumEur: number; sessionId?: string },
): Promise<GamblingLimitsData> {
  const [player] = await db
    .select({
      currency: players.currency,
      selfExcludedUntil: players.selfExcludedUntil,
      selfExclusionKind: players.selfExclusionKind,
    })
    .from(players)
    .where(eq(players.id, input.playerId))
    .limit(1);
  if (!player) throw new AppError('player_session_required');
  const currency = currencyInfo(player.currency);
  const rows = await db
    .select({
      period: depositLimits.period,
      amountMinor: depositLimits.amountMinor,
      pendingAmountMinor: depositLimits.pendingAmountMinor,
      pendingRequestedAt: depositLimits.pendingRequestedAt,
    })
    .from(depositLimits)
    .where(eq(depositLimits.playerId, input.playerId));
  const [reality] = await db
    .select({ intervalMinutes: realityCheckSettings.intervalMinutes })
    .from(realityCheckSettings)
    .where(eq(realityCheckSettings.playerId, input.playerId))
    .limit(1);

  const format = (minor: number | null) => (minor === null ? null : formatMinor(minor, currency.minorUnits));
  const limits = limitPeriods.map((period): DepositLimit => {
    const row = rows.find((candidate) => candidate.period === period);
    const requestedAt = row?.pendingRequestedAt ?? null;
    const confirmableFrom = requestedAt ? confirmableFromOf(requestedAt) : null;
    return {
      period,
      amount: format(row?.amountMinor ?? null),
      pendingAmount: requestedAt ? format(row?.pendingAmountMinor ?? null) : null,
      pendingRemoval: requestedAt !== null && row?.pendingAmountMinor === null,
      pendingFrom: confirmableFrom?.toISOString() ?? null,
      canConfirm: confirmableFrom !== null && input.now >= confirmableFrom,
    };
  });
  const formatAny = (minor: number | bigint) => formatUnits(BigInt(minor), currency.minorUnits);
  const playLimits = await loadPlayLimits(db, { ...input, currency: currency.code }, formatAny);
  const depositsUsed = await loadDepositsUsed(db, input.playerId, input.now, formatAny);
  const history = await loadLimitHistory(db, input.playerId, (kind, minor) =>
    minor === null ? null : kind === 'session' ? String(minor) : formatAny(minor),
  );
  const until = player.selfExcludedUntil;
  return {
    currency: currency.code,
    maximum: formatUnits(wholeEurToMinor(currency.code, input.maximumEur), currency.minorUnits),
    limits,
    selfExclusion:
      until && until > input.now
        ? { kind: player.selfExclusionKind ?? 'freeze_24h', until: until.toISOString() }
        : null,
    realityCheckMinutes: reality?.intervalMinutes ?? null,
    depositsUsed,
    playLimits,
    history,
  };
}
