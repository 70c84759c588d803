import { isLocale } from '@casino/rules/locales';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useSearchParams } from 'react-router';
import { changeLocale } from '@/lib/i18n';

/**
 * A content link with `?lang=de` (the hreflang alternates, the RSS feed) opens the page in that
 * language: the choice is made and stored as if picked in the language selector.
 */
export function useLangParam(): void {
  const [params] = useSearchParams();
  const { i18n } = useTranslation();
  const wanted = params.get('lang');
  useEffect(() => {
    if (isLocale(wanted) && wanted !== i18n.language) void changeLocale(wanted);
  }, [wanted, i18n.language]);
}
