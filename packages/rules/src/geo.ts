/**
 * Countries whose players may not play (spec section 1), as ISO 3166-1 alpha-2 codes:
 * USA, Australia, Aruba, Bonaire / St Eustatius (BQ), Curacao, Netherlands, China, and St. Martin
 * (the French part MF and the Dutch part SX).
 */
export const blockedCountryCodes: readonly string[] = ['US', 'AU', 'AW', 'BQ', 'CW', 'NL', 'CN', 'MF', 'SX'];

export function isCountryBlocked(countryCode: string | null | undefined): boolean {
  return !!countryCode && blockedCountryCodes.includes(countryCode.toUpperCase());
}

/** A blocked city is written `CC:City` in configuration; the match ignores case. */
export function isCityBlocked(
  countryCode: string | null | undefined,
  city: string | null | undefined,
  blockedCities: readonly string[],
): boolean {
  if (!countryCode || !city) return false;
  const key = `${countryCode}:${city}`.toLowerCase();
  return blockedCities.some((entry) => entry.trim().toLowerCase() === key);
}
