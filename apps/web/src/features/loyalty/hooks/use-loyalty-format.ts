import { formatMinorMoney, formatNumber, formatPercent } from '@casino/rules/formatting';
import type { LevelReward } from '@casino/rules/loyalty/level-rewards';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { usePlayer } from '@/features/player/api/get-player';
import { useFormatLocale } from '@/features/player/hooks/use-format-locale';
import { storage, storageKeys } from '@/lib/storage';
import { cashRewardMinor, displayCurrency } from '../loyalty-view';

/** Slot titles by catalogue slug, for the free-spin rewards; a slug stands in until its title is known. */
export type GameTitles = Readonly<Record<string, string>>;

/**
 * How the loyalty screens write amounts, CP and rewards: in the player's currency (a visitor's guessed
 * one), with the rules' one money formatter and the page's language and region.
 */
export function useLoyaltyFormat() {
  const { t } = useTranslation();
  const locale = useFormatLocale();
  const player = usePlayer();
  const currency = displayCurrency(player?.currency, storage.get(storageKeys.country2));

  const money = useCallback(
    (minor: bigint | string, inCurrency: string = currency) => formatMinorMoney(minor, inCurrency, locale),
    [currency, locale],
  );
  // CP arrive as whole-number decimal strings, far below 2^53 (level 60 is 480,000): exact as numbers.
  const cp = useCallback(
    (whole: string | number | bigint) => t('loyalty.cp', { cp: formatNumber(Number(whole), locale) }),
    [t, locale],
  );
  // A player's own total: one decimal while below 10 CP ('2.4 CP'), whole CP from there on.
  const totalCp = useCallback(
    (loyalty: { totalCp: string; totalCpTenths: string }) =>
      Number(loyalty.totalCpTenths) < 100
        ? t('loyalty.cp', { cp: formatNumber(Number(loyalty.totalCpTenths) / 10, locale, 1) })
        : cp(loyalty.totalCp),
    [t, locale, cp],
  );
  const percent = useCallback((whole: number) => formatPercent(whole, locale), [locale]);
  const reward = useCallback(
    (level: LevelReward, titles: GameTitles = {}) =>
      level.kind === 'freeSpins'
        ? t('loyalty.rewardFreeSpins', {
            spins: formatNumber(level.spins, locale),
            game: titles[level.gameSlug] ?? level.gameSlug,
          })
        : money(cashRewardMinor(level, currency)),
    [t, locale, money, currency],
  );
  return useMemo(
    () => ({ currency, locale, money, cp, totalCp, percent, reward }),
    [currency, locale, money, cp, totalCp, percent, reward],
  );
}
