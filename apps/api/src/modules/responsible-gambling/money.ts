import { formatUnits, parseUnits } from '@casino/rules/money';

/**
 * Deposit limits are stored as integer minor units within the safe integer range; the counting is the
 * rules' (bigint, never a float), so '0.29' is 29 and not 28.999999.
 */
export function parseAmountToMinor(value: string, minorUnits: number): number | null {
  const minor = parseUnits(value, minorUnits, { maxWholeDigits: 13 });
  return minor !== null && minor <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(minor) : null;
}

export function formatMinor(minor: number, minorUnits: number): string {
  return formatUnits(BigInt(minor), minorUnits);
}
