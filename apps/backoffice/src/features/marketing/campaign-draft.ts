import type { StaffBonusCampaignBody } from '@casino/contract/bonuses';
import { contentLanguages } from '@casino/contract/values/content';
import type { ContentLanguage } from '../content/content-draft';
import { centsOfEuros } from './euro-cents';

export type CampaignKind = StaffBonusCampaignBody['kind'];
export type CampaignActivation = StaffBonusCampaignBody['activation'];

/** A text in each product language, as typed (English required, the others optional). */
export type LanguageTexts = Record<ContentLanguage, string>;
const noTexts = Object.fromEntries(contentLanguages.map((language) => [language, ''])) as LanguageTexts;

/** The create form's fields as typed; amounts in euros, name and description per language. */
export interface CampaignDraft {
  slug: string;
  names: LanguageTexts;
  descriptions: LanguageTexts;
  kind: CampaignKind;
  activation: CampaignActivation;
  matchPercent: string;
  maxBonusEuros: string;
  minDepositEuros: string;
  amountEuros: string;
  freeSpinsGameSlug: string;
  freeSpinsCount: string;
  freeSpinValueEuros: string;
  wageringMultiple: string;
  slotsPercent: string;
}

/** The draft's fields typed as one string (all but the per-language texts). */
export type CampaignTextField = Exclude<keyof CampaignDraft, 'names' | 'descriptions'>;

export const emptyCampaign: CampaignDraft = {
  slug: '',
  names: noTexts,
  descriptions: noTexts,
  kind: 'no_deposit',
  activation: 'code',
  matchPercent: '100',
  maxBonusEuros: '',
  minDepositEuros: '',
  amountEuros: '',
  freeSpinsGameSlug: '',
  freeSpinsCount: '',
  freeSpinValueEuros: '',
  wageringMultiple: '30',
  slotsPercent: '100',
};

/** Which terms the kind takes (the server refuses a campaign without them). */
export const kindTerms = (kind: CampaignKind) => ({
  match: kind === 'deposit_match' || kind === 'reload',
  amount: kind === 'no_deposit' || kind === 'cashback',
  freeSpins: kind === 'free_spins',
});

/** The languages that have words, trimmed; a language left empty falls back to English on the site. */
function filledTexts(texts: LanguageTexts): Record<string, string> {
  return Object.fromEntries(
    contentLanguages.map((language) => [language, texts[language].trim()]).filter(([, text]) => text !== ''),
  );
}

const wholeOrNull = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : null);

type EuroField = 'maxBonusEuros' | 'minDepositEuros' | 'amountEuros' | 'freeSpinValueEuros';

/** The request body; `invalidAmount` names the first amount that is not a euro amount. */
export function campaignBodyOf(draft: CampaignDraft): {
  body?: StaffBonusCampaignBody;
  invalidAmount?: string;
} {
  const terms = kindTerms(draft.kind);
  const euros: Array<[EuroField, boolean]> = [
    ['maxBonusEuros', terms.match],
    ['minDepositEuros', terms.match],
    ['amountEuros', terms.amount],
    ['freeSpinValueEuros', terms.freeSpins],
  ];
  const cents: Partial<Record<EuroField, string | null>> = {};
  for (const [field, used] of euros) {
    const typed = draft[field].trim();
    const value = used && typed !== '' ? centsOfEuros(typed) : null;
    if (used && typed !== '' && value === null) return { invalidAmount: field };
    cents[field] = value;
  }
  return {
    body: {
      slug: draft.slug.trim(),
      kind: draft.kind,
      activation: draft.activation,
      status: 'active',
      names: { ...filledTexts(draft.names), en: draft.names.en.trim() },
      descriptions: filledTexts(draft.descriptions),
      matchPercent: terms.match ? wholeOrNull(draft.matchPercent) : null,
      maxBonusEurCents: cents.maxBonusEuros ?? null,
      minDepositEurCents: cents.minDepositEuros ?? null,
      amountEurCents: cents.amountEuros ?? null,
      freeSpinsGameSlug: terms.freeSpins ? draft.freeSpinsGameSlug.trim() || null : null,
      freeSpinsCount: terms.freeSpins ? wholeOrNull(draft.freeSpinsCount) : null,
      freeSpinValueEurCents: cents.freeSpinValueEuros ?? null,
      wageringMultiple: wholeOrNull(draft.wageringMultiple) ?? 0,
      wageringBase: 'bonus',
      contributions: { slots: wholeOrNull(draft.slotsPercent) ?? 100 },
      gameContributions: {},
      maxBetEurCents: null,
      maxConversionEurCents: null,
      claimDays: 7,
      completeDays: 30,
      countries: [],
      currencies: [],
      onePerPlayer: true,
      startsAt: null,
      endsAt: null,
    },
  };
}
