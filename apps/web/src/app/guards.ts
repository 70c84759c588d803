import { isLocale } from '@casino/rules/locales';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { storeAffiliateFromQuery } from '@/features/affiliate/store-affiliate';
import { openLoginToContinue } from '@/features/session/auth-dialog-store';
import { changeLocale } from '@/lib/i18n';
import { isLoggedIn } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Runs for every navigation whose query changes: affiliate tracking (spec section 2). */
export function rootLoader({ request }: LoaderFunctionArgs): null {
  storeAffiliateFromQuery(new URL(request.url).searchParams, storage);
  return null;
}

/**
 * Profile, cashier and sportsbook: no player session id sends the visitor home (spec section 2), with
 * the log in dialog open saying why; a log in then goes on to the page asked for, query included.
 * A session that expires goes home by the session-expiry rule instead, without this detour.
 */
export function requireLoginLoader({ request }: LoaderFunctionArgs): Response | null {
  if (isLoggedIn(storage)) return null;
  const url = new URL(request.url);
  openLoginToContinue(`${url.pathname}${url.search}${url.hash}`);
  return redirect(paths.home.path);
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
