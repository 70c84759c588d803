import type { CryptoCurrency } from '@casino/contract';
import { validate } from 'multicoin-address-validator';

/** Mainnet formats and checksums (base58check, bech32, EIP-55, XRP's alphabet) from a maintained library. */
export function isValidAddress(coin: CryptoCurrency, address: string): boolean {
  try {
    // We pay USDT on Ethereum (ERC-20): its addresses are Ethereum's.
    return coin === 'USDT' ? validate(address, 'ETH') : validate(address, coin);
  } catch {
    return false;
  }
}

/** An XRP destination tag is an unsigned 32-bit integer; other coins take none. */
export function isValidMemoTag(coin: CryptoCurrency, memoTag: string | undefined): boolean {
  if (memoTag === undefined || memoTag === '') return true;
  if (coin !== 'XRP') return false;
  return /^\d{1,10}$/.test(memoTag) && BigInt(memoTag) <= 4_294_967_295n;
}
