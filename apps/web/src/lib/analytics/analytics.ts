import { pickApiBase, readAppConfig } from '../app-config';
import { createStore, useStore } from '../create-store';
import { storage, storageKeys, type KeyValueStore } from '../storage';
import {
  createAnalyticsClient,
  type ConsentState,
  type CookieJar,
  type Properties,
} from './analytics-client';

/** The product's own analytics events (spec sections 4 and 7) besides page views. */
export type AnalyticsEventName = 'First Time Deposit' | 'New Registration';

export const utmFields = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

function readConsent(store: KeyValueStore): ConsentState {
  const value = store.get(storageKeys.analyticsConsent);
  return value === 'granted' || value === 'denied' ? value : 'unknown';
}

export const consentStore = createStore<ConsentState>(readConsent(storage));

export function useAnalyticsConsent(): ConsentState {
  return useStore(consentStore);
}

export const documentCookies: CookieJar = {
  get(name) {
    if (typeof document === 'undefined') return null;
    const prefix = `${name}=`;
    const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
    return found ? decodeURIComponent(found.slice(prefix.length)) : null;
  },
  set(name, value, maxAgeSeconds) {
    document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
  },
  remove(name) {
    document.cookie = `${name}=; max-age=0; path=/; SameSite=Lax`;
  },
};

/** Our ingestion endpoints sit beside the API's version prefix, on the API's host: `/analytics`. */
export function analyticsHostOf(apiBase: string, pageHref: string): string {
  return `${new URL(apiBase, pageHref).origin}/analytics`;
}

export const analytics = createAnalyticsClient({
  apiHost: () =>
    analyticsHostOf(pickApiBase(window.location.hostname, readAppConfig()), window.location.href),
  token: () => readAppConfig().apiKey,
  consent: () => consentStore.get(),
  cookies: documentCookies,
});

export function utmOf(search: string): Properties {
  const query = new URLSearchParams(search);
  return Object.fromEntries(
    utmFields.flatMap((field) => {
      const value = query.get(field);
      return value ? [[field, value.slice(0, 200)]] : [];
    }),
  ) as Properties;
}

// The landing page's utm fields, held in memory until the visitor answers the banner.
const landingUtm: Properties = typeof window === 'undefined' ? {} : utmOf(window.location.search);

/**
 * With consent: the landing's utm fields (or those kept from an earlier visit) are kept and sent with
 * every later event. Answers them; nothing is kept or registered without consent.
 */
export function applyUtm(store: KeyValueStore = storage, landing: Properties = landingUtm): Properties {
  if (consentStore.get() !== 'granted') return {};
  if (Object.keys(landing).length > 0) store.set(storageKeys.analyticsUtm, JSON.stringify(landing));
  let utm: Properties = landing;
  if (Object.keys(landing).length === 0) {
    try {
      utm = JSON.parse(store.get(storageKeys.analyticsUtm) ?? '{}') as Properties;
    } catch {
      utm = {};
    }
  }
  analytics.register(utm);
  return utm;
}

/** The visitor's answer to the consent banner, stored; a refusal also forgets what was kept. */
export function setAnalyticsConsent(state: 'granted' | 'denied', store: KeyValueStore = storage): void {
  store.set(storageKeys.analyticsConsent, state);
  if (state === 'denied') store.remove(storageKeys.analyticsUtm);
  consentStore.set(state);
  analytics.consentChanged();
  if (state === 'granted') applyUtm(store);
}

export function trackEvent(name: AnalyticsEventName, properties: Properties): void {
  analytics.track(name, properties);
}

export function trackPageView(path: string): void {
  analytics.track('$mp_web_page_view', {
    current_url: window.location.href,
    current_page_path: path,
    current_page_title: document.title,
  });
}

/** Spec section 4: 'New Registration' on sign-up, by the form or by Google. */
export function trackNewRegistration(
  player: { id: string; email: string; username: string },
  method: 'long' | 'google',
  now: Date = new Date(),
): void {
  trackEvent('New Registration', {
    user_id: player.id,
    email: player.email,
    username: player.username,
    registration_method: method,
    registration_date: now.toISOString(),
  });
}
