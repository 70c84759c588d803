import { isLocale } from '@casino/rules/locales';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { storeAffiliateFromQuery } from '@/features/affiliate/store-affiliate';
import { changeLocale } from '@/lib/i18n';
import { isLoggedIn } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Runs for every navigation whose query changes: affiliate tracking (spec section 2). */
export function rootLoader({ request }: LoaderFunctionArgs): null {
  storeAffiliateFromQuery(new URL(request.url).searchParams, storage);
  return null;
}

/** Profile, cashier and sportsbook: no player session id sends the visitor home. */
export function requireLoginLoader(): Response | null {
  return isLoggedIn(storage) ? null : redirect(paths.home.path);
}

/** A logged-in player has nothing to do on the register page. */
export function redirectIfLoggedInLoader(): Response | null {
  return isLoggedIn(storage) ? redirect(paths.home.path) : null;
}

/** `/{lang}` switches to that language and goes home. */
export function localeLoader(locale: string) {
  return async (): Promise<Response> => {
    if (isLocale(locale)) await changeLocale(locale, storage);
    return redirect(paths.home.path);
  };
}
