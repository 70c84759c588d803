import type { CryptoCurrency, DepositInvoice } from '@casino/contract';
import { currencyInfo } from '../../lib/player-currency';
import { formatUnits } from '@casino/rules/money';
import { coinDecimals } from './units';

/** What an invoice is made of, as stored in `deposits`. */
export interface InvoiceFacts {
  id: string;
  processor: string;
  cryptoCurrency: CryptoCurrency;
  cryptoUnits: bigint;
  currency: string;
  amountMinor: bigint;
  rateNum: bigint;
  rateDen: bigint;
  address: string;
  memoTag: string | null;
  expiresAt: Date;
}

const uriSchemes: Record<CryptoCurrency, string> = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  LTC: 'litecoin',
  USDT: 'ethereum',
  XRP: 'ripple',
};

/** The invoice as the player sees it, the same when it is opened and when it is reopened. */
export function toDepositInvoice(
  facts: InvoiceFacts,
  simulatePath: ((depositId: string) => string) | null,
): DepositInvoice {
  const { minorUnits } = currencyInfo(facts.currency);
  const cryptoAmount = formatUnits(facts.cryptoUnits, coinDecimals);
  // Account currency per whole coin, rounded down to the minor unit: for display only.
  const perCoin = (facts.rateNum * 10n ** BigInt(coinDecimals)) / facts.rateDen;
  const tag = facts.memoTag ? `&dt=${facts.memoTag}` : '';
  return {
    id: facts.id,
    processor: facts.processor,
    currency: facts.cryptoCurrency,
    address: facts.address,
    memoTag: facts.memoTag,
    cryptoAmount,
    amount: formatUnits(facts.amountMinor, minorUnits),
    accountCurrency: facts.currency,
    rate: formatUnits(perCoin, minorUnits),
    expiresAt: facts.expiresAt.toISOString(),
    qr: `${uriSchemes[facts.cryptoCurrency]}:${facts.address}?amount=${cryptoAmount}${tag}`,
    simulateUrl: simulatePath ? simulatePath(facts.id) : null,
  };
}
