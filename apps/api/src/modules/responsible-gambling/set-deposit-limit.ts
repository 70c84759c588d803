import type { GamblingLimitsData, LimitPeriod } from '@casino/contract';
import { checkDepositLimitMinor, limits as ruleLimits, wholeEurToMinor, type Locale } from '@casino/rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { depositLimits, players } from '../../db/schema';
import { translateWith, type MessageKey } from '../../i18n';
import { AppError } from '../../lib/app-error';
import { checkAccountPassword } from './check-account-password';
import { getGamblingLimits } from './get-gambling-limits';
import { planLimitChange } from './limit-change';
import { recordLimitChange } from './record-limit-change';
import { formatUnits } from '@casino/rules/money';
import { parseAmountToMinor } from './money';
import { currencyInfo, type CurrencyInfo } from '../../lib/player-currency';

export interface SetDepositLimitInput {
  playerId: string;
  period: LimitPeriod;
  /** Decimal string in the account currency; null removes the limit. */
  amount: string | null;
  password: string;
  now: Date;
  maximumEur: number;
  locale: Locale;
}

export interface SetDepositLimitResult {
  outcome: 'applied' | 'pending';
  limits: GamblingLimitsData;
}

/**
 * A lower (or first) limit applies at once; a higher one, or removing a limit, waits 24 hours and then
 * for the player to confirm it (the rule of every limit: limit-change.ts).
 */
export async function setDepositLimit(
  db: Database,
  input: SetDepositLimitInput,
): Promise<SetDepositLimitResult> {
  await checkAccountPassword(db, input);
  return applyDepositLimit(db, input);
}

/**
 * The change itself, once the caller is known to be allowed: the player's own call checks their
 * password; staff (the back office) may only set or tighten, so `tightenOnly` refuses a loosening
 * inside the same locked transaction that decides what a loosening is.
 */
export async function applyDepositLimit(
  db: Database,
  input: Omit<SetDepositLimitInput, 'password'> & { tightenOnly?: boolean },
): Promise<SetDepositLimitResult> {
  const [player] = await db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, input.playerId))
    .limit(1);
  if (!player) throw new AppError('player_session_required');
  const currency = currencyInfo(player.currency);
  const requested = input.amount === null ? null : parseLimit(input.amount, currency, input);

  const outcome = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ amountMinor: depositLimits.amountMinor })
      .from(depositLimits)
      .where(and(eq(depositLimits.playerId, input.playerId), eq(depositLimits.period, input.period)))
      .for('update');
    const change = planLimitChange(current?.amountMinor ?? null, requested, input.now);
    if (input.tightenOnly && change.outcome === 'pending') throw new AppError('staff_cannot_loosen_limit');
    await tx
      .insert(depositLimits)
      .values({ playerId: input.playerId, period: input.period, ...change.values })
      .onConflictDoUpdate({ target: [depositLimits.playerId, depositLimits.period], set: change.values });
    await recordLimitChange(tx, {
      ...input,
      kind: 'deposit',
      amountMinor: requested,
      outcome: change.outcome,
    });
    return change.outcome;
  });
  const limits = await getGamblingLimits(db, {
    playerId: input.playerId,
    now: input.now,
    maximumEur: input.maximumEur,
  });
  return { outcome, limits };
}

function parseLimit(
  amount: string,
  currency: CurrencyInfo,
  input: Pick<SetDepositLimitInput, 'locale' | 'maximumEur'>,
): number {
  const fail = (key: MessageKey, code: string) => {
    const params = {
      currency: currency.code,
      minimum: formatUnits(
        wholeEurToMinor(currency.code, ruleLimits.minimumDailyDepositLimit),
        currency.minorUnits,
      ),
      maximum: formatUnits(wholeEurToMinor(currency.code, input.maximumEur), currency.minorUnits),
    };
    return new AppError('validation_error', undefined, {
      issues: [{ field: 'amount', message: translateWith(input.locale, key, params), code }],
    });
  };
  if (amount.trim() === '') throw fail('limit_required', 'limit_required');
  const minor = parseAmountToMinor(amount, currency.minorUnits);
  if (minor === null) throw fail('limit_amount_invalid', 'limit_amount_invalid');
  // The shared rule: at least 20 EUR at the currency's exact ratio, at most the maximum as shown.
  const maximumMinor = wholeEurToMinor(currency.code, input.maximumEur);
  const error = checkDepositLimitMinor(BigInt(minor), maximumMinor, currency.code);
  if (error === 'limit_below_minimum' || error === 'limit_above_maximum' || error === 'limit_required')
    throw fail(error, error);
  if (error) throw fail('limit_amount_invalid', error);
  return minor;
}
