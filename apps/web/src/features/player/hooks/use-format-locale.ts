import { formattingLocale } from '@casino/rules/formatting';
import { useTranslation } from '@/lib/i18n-react';
import { storage, storageKeys, type KeyValueStore } from '@/lib/storage';
import { usePlayer } from '../api/get-player';

/**
 * The region dates and money are written for: the player's country when logged in, else the
 * visitor's country as the geo lookup found it at start.
 */
export function formattingRegion(
  playerCountry: string | null | undefined,
  store: KeyValueStore = storage,
): string | null {
  return playerCountry || store.get(storageKeys.country2) || null;
}

/**
 * The locale of every date and amount on the page (the rules' one formatter): the language shown
 * plus the player's region, so an English page reads 24/11/2026 in the UK and 11/24/2026 in the US.
 */
export function useFormatLocale(): string {
  const { i18n } = useTranslation();
  const player = usePlayer();
  return formattingLocale(i18n.resolvedLanguage ?? i18n.language, formattingRegion(player?.countrycode));
}
