import { countryCodes } from '@casino/rules/countries';
import { isCountryBlocked } from '@casino/rules/geo';

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/**
 * Countries a player may sign up from, named in the current language by Intl and sorted by that
 * language's rules. Blocked countries (spec section 1) are left out rather than refused after choosing.
 */
export function countryOptions(language: string): CountryOption[] {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const collator = new Intl.Collator(language);
  const options = countryCodes
    .filter((code) => !isCountryBlocked(code))
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, options);
  return options;
}
