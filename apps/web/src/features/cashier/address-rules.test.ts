import { describe, expect, it } from 'vitest';
import { checkMemoTag, checkPayoutAddress } from './address-rules';

describe('payout address rules', () => {
  it('needs an address of plausible shape', () => {
    expect(checkPayoutAddress('')).toBe('address_required');
    expect(checkPayoutAddress('short')).toBe('address_format');
    expect(checkPayoutAddress('bc1q xyz with spaces inside it')).toBe('address_format');
    expect(checkPayoutAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeNull();
  });

  it('needs a numeric memo tag only where the currency uses one', () => {
    expect(checkMemoTag('', true)).toBe('memo_required');
    expect(checkMemoTag('', false)).toBeNull();
    expect(checkMemoTag('abc', true)).toBe('memo_format');
    expect(checkMemoTag('4294967296', true)).toBe('memo_format');
    expect(checkMemoTag('4294967295', true)).toBeNull();
  });
});
