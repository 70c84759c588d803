import { isCityBlocked, isCountryBlocked } from '@casino/rules';
import { locateIp, type Location } from './geo-reader';

export interface LocationCheck extends Location {
  blocked: boolean;
}

/** Locates an address and applies the country rule of spec section 1 plus the configured cities. */
export async function checkLocation(
  ip: string | null | undefined,
  blockedCities: readonly string[],
): Promise<LocationCheck> {
  const location = await locateIp(ip);
  const blocked =
    isCountryBlocked(location.countryCode) ||
    isCityBlocked(location.countryCode, location.city, blockedCities);
  return { ...location, blocked };
}
