import type { CryptoCurrency } from '@casino/contract';
import type * as AddressValidator from 'multicoin-address-validator';

let validator: Promise<typeof AddressValidator> | null = null;

/**
 * Mainnet formats and checksums (base58check, bech32, EIP-55, XRP's alphabet) from a maintained library,
 * loaded with the first address checked (some 65 ms), not at start.
 */
export async function isValidAddress(coin: CryptoCurrency, address: string): Promise<boolean> {
  const { validate } = await (validator ??= import('multicoin-address-validator'));
  try {
    // We pay USDT on Ethereum (ERC-20): its addresses are Ethereum's.
    return coin === 'USDT' ? validate(address, 'ETH') : validate(address, coin);
  } catch {
    return false;
  }
}

/**
 * Whether a payout in this coin needs a memo (destination) tag: XRP addresses of exchanges are shared,
 * and a payment without its tag cannot be matched to the player's account there.
 */
export function needsMemoTag(coin: CryptoCurrency): boolean {
  return coin === 'XRP';
}

/** An XRP destination tag is an unsigned 32-bit integer; other coins take none. */
export function isValidMemoTag(coin: CryptoCurrency, memoTag: string | undefined): boolean {
  if (memoTag === undefined || memoTag === '') return true;
  if (!needsMemoTag(coin)) return false;
  return /^\d{1,10}$/.test(memoTag) && BigInt(memoTag) <= 4_294_967_295n;
}
