import { formatDateTime, formatMinorMoney, formatPercent } from '@casino/rules/formatting';
import { useCallback, useMemo } from 'react';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';

/**
 * How the bonus screens write amounts and dates: each amount in the currency it came with (the
 * player's or, for a visitor, the one the campaign was shown in), in the page's language and region.
 * Points are minor units of that currency as well, so they read as money.
 */
export function useBonusFormat() {
  const locale = useFormatLocale();
  const money = useCallback(
    (minor: string, currency: string) => formatMinorMoney(minor, currency, locale),
    [locale],
  );
  const date = useCallback((iso: string) => formatDateTime(iso, locale), [locale]);
  // Whole percents as the language writes them: '100%' in English, '100 %' in German and French.
  const percent = useCallback((whole: number) => formatPercent(whole, locale), [locale]);
  return useMemo(() => ({ locale, money, date, percent }), [locale, money, date, percent]);
}

export type BonusFormat = ReturnType<typeof useBonusFormat>;
