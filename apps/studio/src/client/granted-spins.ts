import type { Translate } from './i18n';

/**
 * What the page says under free spins the casino granted: what each spin is played at, and where its
 * wins go: into the bonus the spins open, with its wagering, or straight to the balance.
 */
export function grantedSpinsNote(t: Translate, amount: string, bonusWagering: number | null): string {
  return bonusWagering === null
    ? t('grantedSpinsNote', { amount })
    : t('grantedSpinsBonusNote', { amount, times: String(bonusWagering) });
}
