/**
 * What the browser checks before sending a payout address. The format and checksum of each
 * currency's address are the server's job (a maintained validation library, issue 4); here only what
 * needs no library: present, one line of plausible length, and a memo (destination) tag that is a
 * 32-bit unsigned number when the currency needs one.
 */
export type AddressProblem = 'address_required' | 'address_format' | 'memo_required' | 'memo_format';

const maxDestinationTag = 4_294_967_295;

export function checkPayoutAddress(address: string): AddressProblem | null {
  const value = address.trim();
  if (!value) return 'address_required';
  if (!/^[A-Za-z0-9:]{20,128}$/.test(value)) return 'address_format';
  return null;
}

export function checkMemoTag(memo: string, isNeeded: boolean): AddressProblem | null {
  const value = memo.trim();
  if (!value) return isNeeded ? 'memo_required' : null;
  if (!/^\d{1,10}$/.test(value) || Number(value) > maxDestinationTag) return 'memo_format';
  return null;
}
