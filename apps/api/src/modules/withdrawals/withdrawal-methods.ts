import { cryptoCurrencies, type CryptoCurrency } from '@casino/contract';
import { eurCentsToMinor } from '@casino/rules';
import { currencyInfo } from '../../lib/player-currency';
import { formatUnits } from '@casino/rules/money';

/** Per coin: how long a payout usually takes, and the limits in EUR cents (converted by the rules' rate). */
const methods: Record<CryptoCurrency, { time: string; minEurCents: bigint; maxEurCents: bigint }> = {
  BTC: { time: '10-60 min', minEurCents: 2_000n, maxEurCents: 500_000n },
  ETH: { time: '5-30 min', minEurCents: 2_000n, maxEurCents: 500_000n },
  LTC: { time: '5-30 min', minEurCents: 2_000n, maxEurCents: 500_000n },
  USDT: { time: '5-30 min', minEurCents: 2_000n, maxEurCents: 500_000n },
  XRP: { time: '1-5 min', minEurCents: 2_000n, maxEurCents: 500_000n },
};

export interface WithdrawalLimits {
  minMinor: bigint;
  maxMinor: bigint;
  feeMinor: bigint;
}

/** The casino pays the network fee: the player receives the amount requested. */
export function withdrawalLimits(coin: CryptoCurrency, accountCurrency: string): WithdrawalLimits {
  const { code } = currencyInfo(accountCurrency);
  const method = methods[coin];
  return {
    minMinor: eurCentsToMinor(code, method.minEurCents),
    maxMinor: eurCentsToMinor(code, method.maxEurCents),
    feeMinor: 0n,
  };
}

/** The methods as the withdraw page lists them; `isSimulated` when the sandbox processor pays them. */
export function listWithdrawalMethods(accountCurrency: string, isSimulated: boolean) {
  const { code, minorUnits } = currencyInfo(accountCurrency);
  return cryptoCurrencies.map((coin) => {
    const limits = withdrawalLimits(coin, code);
    return {
      method: coin,
      time: methods[coin].time,
      fee: formatUnits(limits.feeMinor, minorUnits),
      min: formatUnits(limits.minMinor, minorUnits),
      max: formatUnits(limits.maxMinor, minorUnits),
      currency: code,
      isSimulated,
    };
  });
}
