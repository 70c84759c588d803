export const supportedLocales = ['en', 'es', 'de', 'fr', 'pt', 'no'] as const;
export type Locale = (typeof supportedLocales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** Norwegian arrives from browsers as `nb` or `nn` as often as `no`. */
const aliases: Record<string, Locale> = { nb: 'no', nn: 'no' };

function matchLocale(candidate: string | null | undefined): Locale | null {
  if (!candidate) return null;
  const lower = candidate.trim().toLowerCase().replace('_', '-');
  if (isLocale(lower)) return lower;
  const base = lower.split('-')[0] ?? '';
  if (isLocale(base)) return base;
  return aliases[base] ?? null;
}

/**
 * The locale at start (spec section 4): the stored choice when supported, else the browser locale,
 * else its region-less form, else en. `browser` is the ordered list the browser prefers.
 */
export function resolveLocale(input: { stored?: string | null; browser?: readonly string[] }): Locale {
  if (isLocale(input.stored)) return input.stored;
  for (const candidate of input.browser ?? []) {
    const match = matchLocale(candidate);
    if (match) return match;
  }
  return defaultLocale;
}

/** Picks a language for server messages from an `x-language` header value. */
export function localeFromHeader(value: string | undefined): Locale {
  return matchLocale(value) ?? defaultLocale;
}
