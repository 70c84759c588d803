import { chosenDepositCampaign } from '../bonuses/campaigns';
import { randomUUID } from 'node:crypto';
import type { CreateDepositBody, DepositInvoice } from '@casino/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deposits, players } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findMissingProfile } from '../profile/find-missing-profile';
import { getDepositAllowance } from '../responsible-gambling/get-deposit-allowance';
import { currencyInfo } from '../../lib/player-currency';
import type { PaymentProcessor } from './processor';
import { toDepositInvoice, type InvoiceFacts } from './deposit-invoice-view';
import { formatUnits, parseUnits } from '@casino/rules/money';

export interface CreateDepositDeps {
  db: Database;
  /** Null when no processor is enabled (production without one configured): no deposits. */
  processor: PaymentProcessor | null;
  now: Date;
  invoiceMs: number;
  /** Where the sandbox's simulate call lives, or null when the sandbox is off. */
  simulatePath: ((depositId: string) => string) | null;
}

/**
 * Opens a deposit invoice. Refused when the profile is incomplete (spec section 5, checked first) or
 * when the amount is over what the player's deposit limits still allow: refusing up front is kinder
 * than taking money we would then have to send back.
 */
export async function createDeposit(
  deps: CreateDepositDeps,
  playerId: string,
  body: CreateDepositBody,
): Promise<DepositInvoice> {
  const missing = await findMissingProfile(deps.db, playerId);
  if (missing.length > 0) throw new AppError('profile_incomplete', undefined, { missing });
  const [player] = await deps.db
    .select({ currency: players.currency })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) throw new AppError('session_expired');
  const currency = currencyInfo(player.currency);
  const amountMinor = parseUnits(body.amount, currency.minorUnits);
  if (amountMinor === null || amountMinor <= 0n) throw new AppError('amount_out_of_range');
  const allowance = await getDepositAllowance(deps.db, playerId, deps.now);
  if (allowance.remainingMinor !== null && amountMinor > BigInt(allowance.remainingMinor))
    throw new AppError('deposit_limit_exceeded', undefined, {
      remaining: formatUnits(BigInt(allowance.remainingMinor), currency.minorUnits),
    });

  // A deposit bonus chosen in the form is checked now and granted when the payment lands.
  const bonusCampaign = body.bonusCampaign
    ? await chosenDepositCampaign(deps.db, playerId, body.bonusCampaign, deps.now)
    : null;

  const { processor } = deps;
  if (!processor) throw new AppError('processor_unavailable');
  const depositId = randomUUID();
  let invoice;
  try {
    invoice = await processor.createInvoice({
      depositId,
      cryptoCurrency: body.currency,
      amountMinor,
      accountCurrency: currency.code,
      minorUnits: currency.minorUnits,
      perEur: currency.perEur,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('processor_unavailable');
  }
  const expiresAt = invoice.expiresAt ?? new Date(deps.now.getTime() + deps.invoiceMs);
  // The stored invoice and the one answered are the same facts (see deposit-invoice-view.ts).
  const facts: InvoiceFacts = {
    id: depositId,
    processor: processor.name,
    cryptoCurrency: body.currency,
    cryptoUnits: invoice.cryptoUnits,
    currency: currency.code,
    amountMinor,
    rateNum: invoice.rate.num,
    rateDen: invoice.rate.den,
    address: invoice.address,
    memoTag: invoice.memoTag,
    expiresAt,
  };
  await deps.db.insert(deposits).values({
    ...facts,
    playerId,
    invoiceId: invoice.invoiceId,
    bonusCampaignId: bonusCampaign?.id ?? null,
    createdAt: deps.now,
  });
  return toDepositInvoice(facts, deps.simulatePath);
}
