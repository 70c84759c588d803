import type { SportsbookSettings, SportsbookSettingsBody } from '@casino/contract/sportsbook-settings';
import { sportsbookMarginRange } from '@casino/contract/sportsbook-settings';
import { decimalToMinor, formatUnits, minorToDecimal, parseUnits } from '@casino/rules/money';
import type { MessageKey } from '../../lib/i18n';

/** What the form holds: the margin as a percent, each currency's limits in its units ('12.50'). */
export interface SettingsForm {
  marginPercent: string;
  currencies: Array<{ currency: string; minStake: string; maxStake: string; maxPayout: string }>;
}

export type LimitField = 'minStake' | 'maxStake' | 'maxPayout';
/** A field's problem: 'margin', or a currency's field as `EUR.maxStake`. */
export type FormErrors = Record<string, MessageKey>;

const percentOf = (basisPoints: number) => formatUnits(BigInt(basisPoints), 2).replace(/\.?0+$/, '');

export function formOf(settings: SportsbookSettings): SettingsForm {
  return {
    marginPercent: percentOf(settings.marginBasisPoints),
    currencies: settings.currencies.map((entry) => ({
      currency: entry.currency,
      minStake: minorToDecimal(entry.minStake, entry.currency),
      maxStake: minorToDecimal(entry.maxStake, entry.currency),
      maxPayout: minorToDecimal(entry.maxPayout, entry.currency),
    })),
  };
}

export const marginBounds = {
  min: percentOf(sportsbookMarginRange.min),
  max: percentOf(sportsbookMarginRange.max),
};

/** One currency's limits in minor units, with the problems found (each field named). */
function limitsOf(entry: SettingsForm['currencies'][number], errors: FormErrors) {
  const minor = {} as Record<LimitField, bigint | null>;
  for (const field of ['minStake', 'maxStake', 'maxPayout'] as const) {
    const value = decimalToMinor(entry[field], entry.currency, { comma: true });
    minor[field] = value;
    if (value === null || value <= 0n) errors[`${entry.currency}.${field}`] = 'sportsbook.errorAmount';
  }
  const { minStake, maxStake, maxPayout } = minor;
  if (minStake && maxStake && minStake > maxStake)
    errors[`${entry.currency}.minStake`] = 'sportsbook.errorMinAboveMax';
  if (maxStake && maxPayout && maxStake > maxPayout)
    errors[`${entry.currency}.maxStake`] = 'sportsbook.errorMaxAbovePayout';
  return minor;
}

/** The body to send, or the problems that keep it from being sent. */
export function bodyOf(form: SettingsForm): { body: SportsbookSettingsBody | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const basisPoints = parseUnits(form.marginPercent, 2, { comma: true, maxWholeDigits: 3 });
  if (
    basisPoints === null ||
    basisPoints < BigInt(sportsbookMarginRange.min) ||
    basisPoints > BigInt(sportsbookMarginRange.max)
  )
    errors.margin = 'sportsbook.errorMargin';
  const currencies = form.currencies.map((entry) => {
    const minor = limitsOf(entry, errors);
    return {
      currency: entry.currency,
      minStake: String(minor.minStake),
      maxStake: String(minor.maxStake),
      maxPayout: String(minor.maxPayout),
    };
  });
  if (Object.keys(errors).length > 0 || basisPoints === null) return { body: null, errors };
  return { body: { marginBasisPoints: Number(basisPoints), currencies }, errors };
}
