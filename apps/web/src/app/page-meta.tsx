import { supportedLocales } from '@casino/rules/locales';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useLocation } from 'react-router';
import { useStore } from '@/lib/create-store';
import { titleSuffixStore } from '@/lib/document-title';

/** Which description a path gets (locales/xx/seo.json): by its first segment. */
const kindOfSegment: Record<string, string> = {
  '': 'home',
  casino: 'casino',
  livecasino: 'livecasino',
  'game-shows': 'game-shows',
  'crash-and-fast': 'crash-and-fast',
  news: 'news',
  info: 'info',
  'network-promotions': 'promotions',
  'slot-races': 'promotions',
  'deposit-bonus': 'promotions',
  'free-spin': 'promotions',
  'vip-program': 'vip-program',
  rewards: 'rewards',
  challenges: 'challenges',
  leaderboard: 'leaderboard',
  fairness: 'fairness',
  play: 'play',
  mobile: 'play',
  register: 'register',
};

export const metaKindOf = (pathname: string) => kindOfSegment[pathname.split('/')[1] ?? ''] ?? 'default';

/** A page's address in a language: English at the plain path, the others with ?lang= (as the sitemap). */
export const localizedHref = (origin: string, pathname: string, locale: string) =>
  locale === 'en' ? `${origin}${pathname}` : `${origin}${pathname}?lang=${locale}`;

function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).content = content;
}

function setLink(rel: string, href: string, hreflang?: string) {
  const selector = hreflang ? `link[rel="${rel}"][hreflang="${hreflang}"]` : `link[rel="${rel}"]`;
  const link = headElement(selector, () => {
    const created = document.createElement('link');
    created.rel = rel;
    if (hreflang) created.hreflang = hreflang;
    return created;
  });
  link.href = href;
}

/**
 * The head of every page for search engines and sharing: the description and Open Graph tags in the
 * page's language, the canonical address and one hreflang link a language (spec section 2's routes).
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const { t, i18n, ready } = useTranslation('seo');
  const site = useStore(titleSuffixStore) ?? 'Casino';
  const language = i18n.language;
  useEffect(() => {
    if (!ready) return;
    const origin = window.location.origin;
    const description = t(metaKindOf(pathname), { site });
    setMeta('name', 'description', description);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', site);
    setMeta('property', 'og:locale', language);
    const canonical = localizedHref(origin, pathname, language);
    setMeta('property', 'og:url', canonical);
    setLink('canonical', canonical);
    for (const locale of supportedLocales)
      setLink('alternate', localizedHref(origin, pathname, locale), locale);
    setLink('alternate', `${origin}${pathname}`, 'x-default');
  }, [pathname, language, ready, site, t]);

  // og:title follows the tab's title, which each page sets itself (useDocumentTitle).
  useEffect(() => {
    const title = document.head.querySelector('title');
    if (!title) return;
    const sync = () => setMeta('property', 'og:title', document.title);
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return null;
}
