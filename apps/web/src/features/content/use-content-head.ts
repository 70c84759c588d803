import type { Locale } from '@casino/rules/locales';
import { useEffect } from 'react';

export interface ContentHead {
  description: string;
  /** The page's path, e.g. /news/new-studio-games. */
  path: string;
  /** The languages the page exists in; each gets an hreflang alternate (`?lang=`), en is x-default. */
  languages: readonly Locale[];
}

const hreflangOf = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/**
 * Meta description, canonical and hreflang links of a content page in the document head, for search
 * engines; removed again when the page goes. The title is set with useDocumentTitle.
 */
export function useContentHead(head: ContentHead | null): void {
  const languages = head?.languages.join(',') ?? '';
  const description = head?.description ?? '';
  const path = head?.path ?? '';
  useEffect(() => {
    if (!path) return undefined;
    const origin = window.location.origin;
    const meta = upsert('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.setAttribute('name', 'description');
      return element;
    });
    const previousDescription = meta.getAttribute('content');
    meta.setAttribute('content', description);
    const added: HTMLElement[] = [];
    const link = (rel: string, href: string, hreflang?: string) => {
      const element = document.createElement('link');
      element.setAttribute('rel', rel);
      element.setAttribute('href', href);
      if (hreflang) element.setAttribute('hreflang', hreflang);
      element.dataset.contentHead = 'true';
      document.head.appendChild(element);
      added.push(element);
    };
    link('canonical', `${origin}${path}`);
    for (const language of languages.split(',').filter(Boolean) as Locale[])
      link('alternate', `${origin}${path}?lang=${language}`, hreflangOf(language));
    if (languages.split(',').includes('en')) link('alternate', `${origin}${path}`, 'x-default');
    return () => {
      for (const element of added) element.remove();
      if (previousDescription === null) meta.remove();
      else meta.setAttribute('content', previousDescription);
    };
  }, [path, description, languages]);
}
